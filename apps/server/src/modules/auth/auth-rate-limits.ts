import type { FastifyRequest } from 'fastify'
import {
  DEFAULT_LOGIN_BACKOFF,
  type LoginBackoffSettings,
} from './login-backoff'
import type { RateLimit, RateLimiter } from './rate-limiter'

export type AuthRateLimits = {
  perIpAndEmail: RateLimit
  perIp: RateLimit
  /** Failed passwords per account, from any address (default: 5, then 30 s doubling up to 15 min). */
  perAccount?: LoginBackoffSettings
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIpAndEmail: { max: 10, windowMs: 60_000 },
  perIp: { max: 30, windowMs: 60_000 },
  perAccount: DEFAULT_LOGIN_BACKOFF,
}

/** preHandler for login and signup: per IP + e-mail and per IP. */
export function limitAuthAttempts(
  limiter: RateLimiter,
  limits: AuthRateLimits,
  action: string
) {
  return async (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined
    const email = String(body?.email ?? '').toLowerCase()
    limiter.hit(`${action}:ip:${request.ip}`, limits.perIp)
    limiter.hit(
      `${action}:ip-email:${request.ip}:${email}`,
      limits.perIpAndEmail
    )
  }
}
