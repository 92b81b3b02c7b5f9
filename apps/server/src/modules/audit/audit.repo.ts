import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { auditEvents } from '../../db/schema'

/** Where a page starts: the last event of the previous page. */
export type AuditKey = { createdAt: Date; id: string }

export function createAuditRepo(db: Database) {
  /** Events older than `after` (newest first). */
  const before = (after: AuditKey | undefined): SQL | undefined =>
    after &&
    or(
      sql`${auditEvents.createdAt} < ${after.createdAt.toISOString()}::timestamptz`,
      and(
        sql`${auditEvents.createdAt} = ${after.createdAt.toISOString()}::timestamptz`,
        sql`${auditEvents.id} < ${after.id}`
      )
    )

  return {
    async insert(row: typeof auditEvents.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(auditEvents).values(row)
    },

    /** One workspace's events, newest first. */
    page(
      workspaceId: string,
      after: AuditKey | undefined,
      limit: number,
      tx: DbOrTx = db
    ) {
      return tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.workspaceId, workspaceId), before(after)))
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(limit)
    },

    /** The newest events of every workspace (the instance admin's overview). */
    recent(limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(auditEvents)
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(limit)
    },
  }
}
