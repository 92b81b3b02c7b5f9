import { and, asc, eq, gte, lt, min } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { projectPresence } from '../../db/schema'

/** Open presence streams of projects (the `project_presence` table). */
export function createPresenceRepo(db: Database) {
  return {
    async insert(
      row: {
        id: string
        projectId: string
        userId: string
        openedAt: Date
        seenAt: Date
      },
      tx: DbOrTx = db
    ) {
      await tx.insert(projectPresence).values(row)
    },

    /** Keeps an open stream's row alive. */
    async touch(id: string, seenAt: Date, tx: DbOrTx = db) {
      await tx
        .update(projectPresence)
        .set({ seenAt })
        .where(eq(projectPresence.id, id))
    },

    async remove(id: string, tx: DbOrTx = db) {
      await tx.delete(projectPresence).where(eq(projectPresence.id, id))
    },

    /** Rows of a project not refreshed since `before` (their process is gone). */
    async removeExpired(projectId: string, before: Date, tx: DbOrTx = db) {
      await tx
        .delete(projectPresence)
        .where(
          and(
            eq(projectPresence.projectId, projectId),
            lt(projectPresence.seenAt, before)
          )
        )
    },

    /** Users with the project open and seen since `since`, first come first. */
    listUsers(projectId: string, since: Date, limit: number, tx: DbOrTx = db) {
      return tx
        .select({ userId: projectPresence.userId })
        .from(projectPresence)
        .where(
          and(
            eq(projectPresence.projectId, projectId),
            gte(projectPresence.seenAt, since)
          )
        )
        .groupBy(projectPresence.userId)
        .orderBy(
          asc(min(projectPresence.openedAt)),
          asc(projectPresence.userId)
        )
        .limit(limit)
    },
  }
}
