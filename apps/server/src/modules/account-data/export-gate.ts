import { AppError, isAppError } from '../../lib/app-error'
import type { RateLimiter } from '../auth'

type RateLimit = Parameters<RateLimiter['hit']>[1]

/** Exports one account may start in an hour. */
export const EXPORT_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60_000 }

/**
 * Who may start an export now: one running per account at a time and
 * `EXPORT_LIMIT` per hour (an export reads and compresses every file the
 * account has, so it is the API's most expensive request).
 */
export function createExportGate(limiter: RateLimiter) {
  const running = new Set<string>()
  return {
    /** Takes the account's slot; the returned function gives it back. */
    enter(userId: string): () => void {
      if (running.has(userId))
        throw new AppError('RATE_LIMITED', {
          message:
            'Your data export is already being prepared. Wait for the download to finish, then try again.',
          headers: { 'retry-after': '30' },
        })
      try {
        limiter.hit(`account-export:${userId}`, EXPORT_LIMIT)
      } catch (error) {
        if (!isAppError(error) || error.code !== 'RATE_LIMITED') throw error
        const wait = error.headers?.['retry-after'] ?? '60'
        throw new AppError('RATE_LIMITED', {
          message: `You can download your data ${EXPORT_LIMIT.max} times an hour. Please wait ${wait} seconds and try again.`,
          headers: error.headers,
        })
      }
      running.add(userId)
      let open = true
      return () => {
        if (open) running.delete(userId)
        open = false
      }
    },
  }
}
