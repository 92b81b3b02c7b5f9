import type { FastifyRequest } from 'fastify'
import type { RateLimit, RateLimiter } from './rate-limiter'

export type AuthRateLimits = { perIpAndEmail: RateLimit; perIp: RateLimit }

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIpAndEmail: { max: 10, windowMs: 60_000 },
  perIp: { max: 30, windowMs: 60_000 },
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
