import { AppError } from '../../lib/app-error'

export type RateLimit = { max: number; windowMs: number }

/**
 * A fixed-window counter in memory, per process. Good enough for one node;
 * behind several API processes each one counts on its own.
 */
export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let nextSweep = 0

  function sweep(time: number) {
    if (time < nextSweep) return
    for (const [key, entry] of windows) {
      if (entry.resetAt <= time) windows.delete(key)
    }
    nextSweep = time + 60_000
  }

  return {
    /** Counts one attempt; throws 429 with Retry-After when over the limit. */
    hit(key: string, limit: RateLimit) {
      const time = now()
      sweep(time)
      let entry = windows.get(key)
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + limit.windowMs }
        windows.set(key, entry)
      }
      entry.count++
      if (entry.count > limit.max) {
        const retryAfter = Math.max(1, Math.ceil((entry.resetAt - time) / 1000))
        throw new AppError('RATE_LIMITED', {
          message: `Too many attempts. Please wait ${retryAfter} seconds and try again.`,
          headers: { 'retry-after': String(retryAfter) },
        })
      }
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
