/** Buckets remembered as over their limit, per process; beyond it the memo starts afresh. */
const MAX_REMEMBERED = 100_000

/**
 * Buckets already over their limit in a window, in this process: a count
 * only grows within its window, so a bucket over stays over until the
 * window ends and a flood of refused requests costs no query.
 */
export function createOverLimitMemo() {
  const over = new Map<string, number>()
  const key = (projectId: string, bucket: string) => `${projectId}\n${bucket}`
  return {
    has(projectId: string, bucket: string, window: number) {
      return over.get(key(projectId, bucket)) === window
    },
    add(projectId: string, bucket: string, window: number) {
      if (over.size >= MAX_REMEMBERED) over.clear()
      over.set(key(projectId, bucket), window)
    },
  }
}
