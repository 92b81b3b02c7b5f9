import { and, asc, count, eq, getTableColumns, type SQL } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/database'
import { appRecords } from '../../../db/schema'
import { recordBytesSql } from '../quotas/usage.repo'
import { filterSql, orderSql, type ListQuery } from './record-query'

/** One entity of one project; access rules narrow it further (service). */
export type RecordScope = { projectId: string; entity: string }

function scoped(scope: RecordScope, id?: string): SQL | undefined {
  return and(
    eq(appRecords.projectId, scope.projectId),
    eq(appRecords.entity, scope.entity),
    id === undefined ? undefined : eq(appRecords.id, id)
  )
}

/** A record's columns and its size as quotas count it. */
const withBytes = { ...getTableColumns(appRecords), bytes: recordBytesSql }

export function createRecordsRepo(db: Database) {
  return {
    /** One page (`limit` + 1 rows, so the caller knows if more follow). */
    async list(scope: RecordScope, query: ListQuery, tx: DbOrTx = db) {
      const order = orderSql(query)
      const rows = await tx
        .select()
        .from(appRecords)
        .where(
          and(
            scoped(scope),
            order.ownerOnly,
            filterSql(query.where),
            order.after
          )
        )
        .orderBy(...order.orderBy)
        .limit(query.limit + 1)
      return { rows, keyOf: order.keyOf }
    },

    async find(scope: RecordScope, id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select(withBytes)
        .from(appRecords)
        .where(scoped(scope, id))
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
        .returning(withBytes)
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
        .returning(withBytes)
      return row
    },

    /** The deleted record's size, or undefined when there was none. */
    async delete(scope: RecordScope, id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .delete(appRecords)
        .where(scoped(scope, id))
        .returning({ bytes: recordBytesSql })
      return row
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
