import type { RecordFilter } from '@kiln/contract/app-data'
import { and, asc, desc, eq, not, sql, type SQL } from 'drizzle-orm'
import { appRecords } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'

/** How to page through a list: sort key, direction, filters, the owner's records only. */
export type ListQuery = {
  limit: number
  cursor?: string
  /** `createdAt` (default), `updatedAt` or a data field; `-` for descending. */
  sort?: string
  where?: RecordFilter
  /** Only the records of this end user ('owner' list rule). */
  ownerId?: string
}

const TIMESTAMPS = {
  createdAt: appRecords.createdAt,
  updatedAt: appRecords.updatedAt,
} as const
type Timestamp = keyof typeof TIMESTAMPS
const isTimestamp = (field: string): field is Timestamp =>
  field === 'createdAt' || field === 'updatedAt'

const badInput = (message: string) =>
  new AppError('VALIDATION_FAILED', { message })

/** A data field as jsonb; a missing field counts as JSON null. */
const fieldSql = (field: string) =>
  sql`coalesce(${appRecords.data} -> ${field}, 'null'::jsonb)`

function timestampValue(field: string, value: unknown): string {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) {
    throw badInput(`A filter on ${field} needs a date such as 2025-01-31.`)
  }
  return new Date(time).toISOString()
}

function condition(field: string, op: string, value: unknown): SQL {
  if (isTimestamp(field)) {
    const column = TIMESTAMPS[field]
    const at = sql`${timestampValue(field, value)}::timestamptz`
    const ops: Record<string, SQL> = {
      eq: sql`${column} = ${at}`,
      ne: sql`${column} <> ${at}`,
      gt: sql`${column} > ${at}`,
      gte: sql`${column} >= ${at}`,
      lt: sql`${column} < ${at}`,
      lte: sql`${column} <= ${at}`,
    }
    return ops[op]!
  }
  const json = JSON.stringify(value)
  const contains = sql`${appRecords.data} @> ${JSON.stringify({ [field]: value })}::jsonb`
  const isNull = sql`${fieldSql(field)} = 'null'::jsonb`
  if (op === 'eq') return value === null ? isNull : contains
  if (op === 'ne') return value === null ? not(isNull) : not(contains)
  // Ranges compare like with like: a number field holding text is left out.
  const sameType = sql`jsonb_typeof(${fieldSql(field)}) = jsonb_typeof(${json}::jsonb)`
  const cmp = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[op]!
  return sql`(${sameType} and ${fieldSql(field)} ${sql.raw(cmp)} ${json}::jsonb)`
}

export function filterSql(where: RecordFilter | undefined): SQL | undefined {
  if (!where) return undefined
  const parts: SQL[] = []
  for (const [field, spec] of Object.entries(where)) {
    if (spec !== null && typeof spec === 'object') {
      for (const [op, value] of Object.entries(spec)) {
        if (value !== undefined) parts.push(condition(field, op, value))
      }
    } else {
      parts.push(condition(field, 'eq', spec))
    }
  }
  return and(...parts)
}

type Cursor = { k: unknown; id: string }

export function encodeCursor(key: unknown, id: string): string {
  const k = key instanceof Date ? key.toISOString() : key
  return Buffer.from(JSON.stringify({ k, id } satisfies Cursor)).toString(
    'base64url'
  )
}

function decodeCursor(cursor: string): Cursor {
  try {
    const value = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8')
    ) as Cursor
    if (typeof value?.id === 'string' && 'k' in value) return value
  } catch {
    // Falls through to the error below.
  }
  throw badInput('This page cursor is not valid. Load the list from the start.')
}

/** ORDER BY, the keyset condition after a cursor, and how to read a row's key. */
export function orderSql(query: ListQuery) {
  const sort = query.sort ?? 'createdAt'
  const descending = sort.startsWith('-')
  const field = descending ? sort.slice(1) : sort
  const key = isTimestamp(field) ? TIMESTAMPS[field] : fieldSql(field)
  const direction = descending ? desc : asc
  let after: SQL | undefined
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor)
    const value = isTimestamp(field)
      ? sql`${timestampValue(field, cursor.k)}::timestamptz`
      : sql`${JSON.stringify(cursor.k ?? null)}::jsonb`
    after = descending
      ? sql`(${key}, ${appRecords.id}) < (${value}, ${cursor.id})`
      : sql`(${key}, ${appRecords.id}) > (${value}, ${cursor.id})`
  }
  const keyOf = (row: {
    data: Record<string, unknown>
    createdAt: Date
    updatedAt: Date
  }) => (isTimestamp(field) ? row[field] : (row.data[field] ?? null))
  return {
    orderBy: [direction(key), direction(appRecords.id)],
    after,
    keyOf,
    ownerOnly: query.ownerId
      ? eq(appRecords.ownerId, query.ownerId)
      : undefined,
  }
}
