import { countDistinct, gte } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { sessions } from '../../db/schema'

const DAY_MS = 24 * 60 * 60 * 1000

/** How many people used Kiln lately (a session signed in or refreshed), for the admin overview. */
export function createSessionStats(db: Database) {
  return {
    async activeUsers(now: Date) {
      const since = (days: number) => new Date(now.getTime() - days * DAY_MS)
      const active = (days: number) =>
        db
          .select({ n: countDistinct(sessions.userId) })
          .from(sessions)
          .where(gte(sessions.lastUsedAt, since(days)))
          .then(([row]) => row?.n ?? 0)
      const [day, week, month] = await Promise.all([
        active(1),
        active(7),
        active(30),
      ])
      return { day, week, month }
    },
  }
}

export type SessionStats = ReturnType<typeof createSessionStats>
