import type { RateWindowsRepo } from './rate-windows.repo'

/** How long hits wait in memory before they are added to the database. */
export const FLUSH_MS = 100
/** Buckets kept per process; beyond it every bucket is read afresh. */
const MAX_BUCKETS = 100_000

type Bucket = {
  projectId: string
  bucket: string
  window: number
  /** The database's count at the last write from here (others' hits included). */
  known: number
  /** Hits counted here and not yet written. */
  pending: number
  /** Hits on their way to the database (not in `known` yet). */
  sending: number
}

/**
 * Request counts per bucket and window, held in the database so that a
 * limit holds across processes, without a write per request: a bucket's
 * first hit in a window (in this process) is written at once and learns the
 * count of every process; later ones add to it in memory and are written
 * together every FLUSH_MS, each write bringing back the others' hits. Within
 * one process the count is exact; across processes a bucket can pass its
 * limit by what the others counted in the last FLUSH_MS.
 */
export function createRateCounter(repo: RateWindowsRepo) {
  const buckets = new Map<string, Bucket>()
  let timer: NodeJS.Timeout | undefined
  let flushing: Promise<void> = Promise.resolve()

  async function flushAll() {
    timer = undefined
    for (const [key, state] of buckets) {
      if (state.pending === 0) {
        if (state.window < Date.now() - 2 * 60_000) buckets.delete(key)
        continue
      }
      const n = state.pending
      state.pending = 0
      state.sending += n
      try {
        state.known = await repo.hit(
          state.projectId,
          state.bucket,
          new Date(state.window),
          n
        )
      } catch {
        state.pending += n // written with the next flush
      } finally {
        state.sending -= n
      }
    }
  }

  function schedule() {
    if (timer) return
    timer = setTimeout(() => {
      flushing = flushAll()
    }, FLUSH_MS)
    timer.unref()
  }

  return {
    /** Counts one hit; answers the bucket's count in this window so far. */
    async count(projectId: string, bucket: string, windowStart: Date) {
      const key = `${projectId}\n${bucket}`
      const window = windowStart.getTime()
      const state = buckets.get(key)
      if (state && state.window === window) {
        state.pending++
        schedule()
        return state.known + state.sending + state.pending
      }
      if (buckets.size >= MAX_BUCKETS) buckets.clear()
      const known = await repo.hit(projectId, bucket, windowStart)
      const now = buckets.get(key)
      if (now && now.window === window) {
        // Another first hit got here before: this one is in `known` already.
        now.known = Math.max(now.known, known)
        return now.known + now.sending + now.pending
      }
      buckets.set(key, {
        projectId,
        bucket,
        window,
        known,
        pending: 0,
        sending: 0,
      })
      return known
    },

    /** Writes what is pending (on close). */
    async flush() {
      clearTimeout(timer)
      await flushing
      await flushAll()
    },
  }
}
