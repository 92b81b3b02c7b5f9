import { and, asc, count, eq, type SQL } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { appRecords } from '../../db/schema'

/** Records are shared by every visitor of a project's app (DATA-API.md). */
export type RecordScope = { projectId: string; entity: string }

function scoped(scope: RecordScope, id?: string): SQL | undefined {
  return and(
    eq(appRecords.projectId, scope.projectId),
    eq(appRecords.entity, scope.entity),
    id === undefined ? undefined : eq(appRecords.id, id)
  )
}

export function createRecordsRepo(db: Database) {
  return {
    async list(scope: RecordScope, tx: DbOrTx = db) {
      return tx
        .select()
        .from(appRecords)
        .where(scoped(scope))
        .orderBy(asc(appRecords.createdAt), asc(appRecords.id))
    },

    async find(scope: RecordScope, id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(appRecords).where(scoped(scope, id))
      return row
    },

    async count(scope: RecordScope, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(appRecords)
        .where(scoped(scope))
      return row?.n ?? 0
    },

    /** `ownerId`: the signed-in end user who made the record, if any. */
    async insert(
      scope: RecordScope,
      ownerId: string | null,
      data: Record<string, unknown>,
      now: Date,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .insert(appRecords)
        .values({ ...scope, ownerId, data, createdAt: now, updatedAt: now })
        .returning()
      return row!
    },

    async update(
      scope: RecordScope,
      id: string,
      data: Record<string, unknown>,
      now: Date,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .update(appRecords)
        .set({ data, updatedAt: now })
        .where(scoped(scope, id))
        .returning()
      return row
    },

    async delete(scope: RecordScope, id: string, tx: DbOrTx = db) {
      const rows = await tx
        .delete(appRecords)
        .where(scoped(scope, id))
        .returning({ id: appRecords.id })
      return rows.length > 0
    },

    /** One page of records, oldest first (the studio's data tab). */
    async page(
      scope: RecordScope,
      limit: number,
      offset: number,
      tx: DbOrTx = db
    ) {
      return tx
        .select()
        .from(appRecords)
        .where(scoped(scope))
        .orderBy(asc(appRecords.createdAt), asc(appRecords.id))
        .limit(limit)
        .offset(offset)
    },
  }
}

export type RecordsRepo = ReturnType<typeof createRecordsRepo>
