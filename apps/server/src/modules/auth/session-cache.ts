import type { ListenFn } from '../../db/database'
import { createInvalidatedCache } from '../../lib/invalidated-cache'
import type { SessionsRepo } from './sessions.repo'

/** Sent by a trigger on `sessions` when a session is revoked or deleted. */
const ENDED_CHANNEL = 'kiln_session_ended'

const MAX_USERS = 10_000

type LiveSession = { userId: string; expiresAt: Date }

/**
 * Which sessions are live, without a query per request. A session leaves the
 * cache when the database says it ended (in every process, through
 * LISTEN/NOTIFY; on PGlite before the revoking query resolves), when its
 * user writes anything through this process (so a sign-out answered here is
 * in force before its answer is sent), and when it expires.
 */
export function createSessionCache(deps: {
  repo: Pick<SessionsRepo, 'findActive'>
  listen: ListenFn
  now: () => Date
}) {
  const cache = createInvalidatedCache<LiveSession | undefined>({
    maxEntries: MAX_USERS * 2,
    ttlMs: 5 * 60_000,
  })
  const sessionsOf = new Map<string, Set<string>>()
  const listening = deps.listen(
    ENDED_CHANNEL,
    (sessionId) => cache.forget(sessionId),
    () => cache.clear()
  )

  return {
    /** Resolves once notifications are heard; before that nothing is cached. */
    ready: listening,

    async isLive(sessionId: string, userId: string) {
      const now = deps.now()
      const session = await cache.load(
        sessionId,
        () => deps.repo.findActive(sessionId, now),
        (found) => found !== undefined
      )
      if (!session || session.userId !== userId) return false
      if (session.expiresAt <= now) {
        cache.forget(sessionId)
        return false
      }
      if (sessionsOf.size >= MAX_USERS && !sessionsOf.has(userId)) {
        sessionsOf.clear()
        cache.clear()
      }
      const ids = sessionsOf.get(userId) ?? new Set()
      sessionsOf.set(userId, ids.add(sessionId))
      return true
    },

    /** Forgets the user's sessions, so the next request reads them again. */
    forgetUser(userId: string) {
      for (const id of sessionsOf.get(userId) ?? []) cache.forget(id)
      sessionsOf.delete(userId)
    },

    async close() {
      await (
        await listening
      )()
    },
  }
}
