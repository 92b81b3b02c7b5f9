import { AppError } from '../../lib/app-error'

export type LoginBackoffSettings = {
  /** Failed passwords an account may have before it waits. */
  freeFailures: number
  /** The first wait; each further failure doubles it. */
  firstWaitMs: number
  /** The longest wait: a guesser cannot lock the owner out for longer. */
  maxWaitMs: number
  /** An account with no attempt for this long starts afresh. */
  forgetAfterMs: number
}

export const DEFAULT_LOGIN_BACKOFF: LoginBackoffSettings = {
  freeFailures: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
}

/** Accounts tracked at most; past it the longest-idle ones are forgotten. */
const MAX_ENTRIES = 200_000

type Entry = { attempts: number; blockedUntil: number; lastAttempt: number }

const waitText = (seconds: number) =>
  seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`

/**
 * Password guessing per account, whichever addresses it comes from: after
 * `freeFailures` failed passwords each attempt waits, twice as long each
 * time up to `maxWaitMs`. A right password or a reset by e-mail clears it.
 *
 * An attempt counts as failed when it starts (a right password then clears
 * it), so parallel guesses cannot all slip in before the first one fails.
 * The state is in memory per process, like the per-address limits
 * (`rate-limiter.ts`): behind several API processes each counts on its own.
 * Keyed by the normalized e-mail, account or not, so the answer says
 * nothing about which e-mails have accounts.
 */
export function createLoginBackoff(
  settings: LoginBackoffSettings,
  now: () => number = Date.now
) {
  const entries = new Map<string, Entry>()
  let nextSweep = 0

  function sweep(time: number) {
    if (time < nextSweep) return
    // Oldest attempt first: stop at the first one still remembered.
    for (const [key, entry] of entries) {
      if (entry.lastAttempt + settings.forgetAfterMs > time) break
      entries.delete(key)
    }
    nextSweep = time + 60_000
  }

  return {
    /** Before checking a password: throws 429 with Retry-After while waiting. */
    begin(email: string) {
      const time = now()
      sweep(time)
      let entry = entries.get(email)
      if (entry && entry.lastAttempt + settings.forgetAfterMs <= time) {
        entry = undefined
      }
      if (entry && entry.blockedUntil > time) {
        const retryAfter = Math.ceil((entry.blockedUntil - time) / 1000)
        throw new AppError('RATE_LIMITED', {
          message: `Too many failed sign-ins for this e-mail. Please wait ${waitText(retryAfter)} and try again.`,
          headers: { 'retry-after': String(retryAfter) },
        })
      }
      entry ??= { attempts: 0, blockedUntil: 0, lastAttempt: time }
      entry.attempts++
      entry.lastAttempt = time
      // Re-inserted, so the Map's order is by last attempt.
      entries.delete(email)
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      const over = entry.attempts - settings.freeFailures
      if (over >= 0) {
        const wait = Math.min(
          settings.firstWaitMs * 2 ** Math.min(over, 30),
          settings.maxWaitMs
        )
        entry.blockedUntil = time + wait
      }
      entries.set(email, entry)
    },

    /** The password was right, or was reset by e-mail: start afresh. */
    clear(email: string) {
      entries.delete(email)
    },
  }
}

export type LoginBackoff = ReturnType<typeof createLoginBackoff>
