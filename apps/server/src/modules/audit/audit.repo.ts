import { and, desc, eq, lt } from 'drizzle-orm'
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
