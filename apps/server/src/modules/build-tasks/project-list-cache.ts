import type { ListenFn } from '../../db/database'
import { createInvalidatedCache } from '../../lib/invalidated-cache'

/** Sent by triggers on `projects` and `build_tasks` with the owner's id. */
const CHANGED_CHANNEL = 'kiln_project_list'

/**
 * GET /new_build's answer per user, as sent (JSON text). A user's entry is
 * forgotten when a trigger reports a change to their projects or tasks (from
 * any process, including workers), and when they write through this process.
 */
export async function createProjectListCache(listen: ListenFn) {
  const cache = createInvalidatedCache<string>({
    maxEntries: 1_000,
    ttlMs: 5 * 60_000,
  })
  const unlisten = await listen(
    CHANGED_CHANNEL,
    (userId) => cache.forget(userId),
    () => cache.clear()
  )
  return {
    /** The cached list of `userId`, or `read()`'s answer serialised. */
    json(userId: string, read: () => Promise<unknown>) {
      return cache.load(userId, async () => JSON.stringify(await read()))
    },
    forget: (userId: string) => cache.forget(userId),
    close: () => unlisten(),
  }
}
