import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { auditEvents } from '../../db/schema'

export function createAuditRepo(db: Database) {
  return {
    async insert(row: typeof auditEvents.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(auditEvents).values(row)
    },

    /** One workspace's events before `beforeSeq` (all when absent), newest first. */
    page(
      workspaceId: string,
      beforeSeq: number | undefined,
      limit: number,
      tx: DbOrTx = db
    ) {
      return tx
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.workspaceId, workspaceId),
            beforeSeq === undefined ? undefined : lt(auditEvents.seq, beforeSeq)
          )
        )
        .orderBy(desc(auditEvents.seq))
        .limit(limit)
    },

    /**
     * Account deletion: the events of the user's personal workspace go; the
     * rest keep what happened but no longer name the user.
     */
    async forgetUser(
      user: { userId: string; email: string; personalWorkspaceId: string },
      tx: DbOrTx = db
    ) {
      await tx
        .delete(auditEvents)
        .where(eq(auditEvents.workspaceId, user.personalWorkspaceId))
      await tx
        .update(auditEvents)
        .set({ targetId: null, targetName: null })
        .where(eq(auditEvents.targetId, user.userId))
      await tx
        .update(auditEvents)
        .set({ targetName: null })
        .where(
          sql`lower(${auditEvents.targetName}) = ${user.email.toLowerCase()}`
        )
      await tx
        .update(auditEvents)
        .set({ actorId: null })
        .where(eq(auditEvents.actorId, user.userId))
    },

    /** The newest events of every workspace (the instance admin's overview). */
    recent(limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(auditEvents)
        .orderBy(desc(auditEvents.seq))
        .limit(limit)
    },
  }
}
