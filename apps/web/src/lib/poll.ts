export const POLL_INTERVAL_MS = 80
export const POLL_TIMEOUT_MS = 10_000

/**
 * Repeats `check` every 80 ms until it returns a truthy value, which is
 * returned; rejects once `timeoutMs` has passed without one.
 */
export async function pollUntil<T>(
  check: () => T | Promise<T>,
  { intervalMs = POLL_INTERVAL_MS, timeoutMs = POLL_TIMEOUT_MS } = {}
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() + intervalMs > deadline) {
      throw new Error(`Polling timed out after ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
