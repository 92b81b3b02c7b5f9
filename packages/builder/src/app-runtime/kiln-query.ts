/** Paging, sorting and filters of collection lists (see DATA-API.md). */

type Scalar = string | number | boolean
export type FieldFilter =
  | Scalar
  | null
  | {
      eq?: Scalar | null
      ne?: Scalar | null
      gt?: Scalar
      gte?: Scalar
      lt?: Scalar
      lte?: Scalar
    }
/** `{ done: false }` (equals) or `{ price: { gte: 10, lt: 20 } }` (ranges). */
export type Where = Record<string, FieldFilter>

export type ListOptions = {
  /** Records per page (1 to 1000). Without it `list()` reads every page. */
  limit?: number
  /** `nextCursor` of the previous page. */
  cursor?: string
  /** `createdAt` (default), `updatedAt` or a field; `-title` sorts descending. */
  sort?: string
  where?: Where
}

export function queryString(options: ListOptions): string {
  const params = new URLSearchParams()
  if (options.limit !== undefined) params.set('limit', String(options.limit))
  if (options.cursor) params.set('cursor', options.cursor)
  if (options.sort) params.set('sort', options.sort)
  if (options.where) params.set('where', JSON.stringify(options.where))
  const text = params.toString()
  return text ? `&${text}` : ''
}

type Row = {
  id: string
  data: Record<string, unknown>
  createdAt: string
  updatedAt: string
}

const valueOf = (row: Row, field: string): unknown =>
  field === 'createdAt' || field === 'updatedAt' ? row[field] : row.data[field]

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === undefined || a === null) return -1
  if (b === undefined || b === null) return 1
  return a < b ? -1 : a > b ? 1 : 0
}

function matches(value: unknown, filter: FieldFilter): boolean {
  if (filter === null || typeof filter !== 'object') {
    return filter === null ? value == null : value === filter
  }
  const same = (v: unknown) => typeof v === typeof value
  return (
    (filter.eq === undefined || matches(value, filter.eq)) &&
    (filter.ne === undefined || !matches(value, filter.ne)) &&
    (filter.gt === undefined ||
      (same(filter.gt) && compare(value, filter.gt) > 0)) &&
    (filter.gte === undefined ||
      (same(filter.gte) && compare(value, filter.gte) >= 0)) &&
    (filter.lt === undefined ||
      (same(filter.lt) && compare(value, filter.lt) < 0)) &&
    (filter.lte === undefined ||
      (same(filter.lte) && compare(value, filter.lte) <= 0))
  )
}

/** The same query over records kept in localStorage (the cursor is an offset). */
export function queryLocal<R extends Row>(
  rows: R[],
  options: ListOptions
): { rows: R[]; nextCursor: string | null } {
  const sort = options.sort ?? 'createdAt'
  const descending = sort.startsWith('-')
  const field = descending ? sort.slice(1) : sort
  const filtered = rows.filter((row) =>
    Object.entries(options.where ?? {}).every(([name, filter]) =>
      matches(valueOf(row, name), filter)
    )
  )
  filtered.sort((a, b) => {
    const order =
      compare(valueOf(a, field), valueOf(b, field)) || compare(a.id, b.id)
    return descending ? -order : order
  })
  const start = Number(options.cursor ?? 0) || 0
  const end =
    options.limit === undefined ? filtered.length : start + options.limit
  return {
    rows: filtered.slice(start, end),
    nextCursor: end < filtered.length ? String(end) : null,
  }
}
