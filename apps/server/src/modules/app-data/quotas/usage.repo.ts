import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/database'
import { appFiles, appRecords, appUsage, appUsers } from '../../../db/schema'

export type UsageDelta = {
  records?: number
  recordBytes?: number
  files?: number
  fileBytes?: number
  endUsers?: number
}
export type UsageCaps = Required<UsageDelta>
type Column = keyof UsageDelta

const COLUMNS = {
  records: appUsage.records,
  recordBytes: appUsage.recordBytes,
  files: appUsage.files,
  fileBytes: appUsage.fileBytes,
  endUsers: appUsage.endUsers,
} as const

/** Bytes of one record as counted by quotas (its stored JSON text). */
export const recordBytesSql = sql<number>`octet_length(${appRecords.data}::text)`

export function createUsageRepo(db: Database) {
  /** The usage row, counted from what the project holds when it is first needed. */
  async function ensure(projectId: string, tx: DbOrTx) {
    const of = (table: typeof appRecords | typeof appFiles | typeof appUsers) =>
      eq(table.projectId, projectId)
    await tx
      .insert(appUsage)
      .values({
        projectId,
        records: sql`(select count(*) from ${appRecords} where ${of(appRecords)})`,
        recordBytes: sql`(select coalesce(sum(${recordBytesSql}), 0) from ${appRecords} where ${of(appRecords)})`,
        files: sql`(select count(*) from ${appFiles} where ${of(appFiles)})`,
        fileBytes: sql`(select coalesce(sum(${appFiles.size}), 0) from ${appFiles} where ${of(appFiles)})`,
        endUsers: sql`(select count(*) from ${appUsers} where ${of(appUsers)})`,
      })
      .onConflictDoNothing()
  }

  return {
    async get(projectId: string, tx: DbOrTx = db) {
      await ensure(projectId, tx)
      const [row] = await tx
        .select()
        .from(appUsage)
        .where(eq(appUsage.projectId, projectId))
      return row!
    },

    /**
     * Adds `delta` only while every growing counter stays within `caps`;
     * false (and nothing changed) when one would go over.
     */
    async adjust(
      projectId: string,
      delta: UsageDelta,
      caps: UsageCaps,
      tx: DbOrTx = db
    ): Promise<boolean> {
      await ensure(projectId, tx)
      const set: Partial<Record<Column, SQL>> = {}
      const within: SQL[] = []
      for (const [key, amount] of Object.entries(delta) as [Column, number][]) {
        if (!amount) continue
        const column = COLUMNS[key]
        set[key] = sql`greatest(${column} + ${amount}, 0)`
        if (amount > 0) within.push(sql`${column} + ${amount} <= ${caps[key]}`)
      }
      if (Object.keys(set).length === 0) return true
      const rows = await tx
        .update(appUsage)
        .set(set)
        .where(and(eq(appUsage.projectId, projectId), ...within))
        .returning({ projectId: appUsage.projectId })
      return rows.length > 0
    },
  }
}

export type UsageRepo = ReturnType<typeof createUsageRepo>
