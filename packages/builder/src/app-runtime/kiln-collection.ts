/** Collections: records of one entity, through the data API or localStorage. */

import { call, KilnDataError } from './kiln-http.ts'
import { subscribeEntity } from './kiln-live.ts'
import { queryLocal, queryString, type ListOptions } from './kiln-query.ts'
import { readItem, writeItem } from './kiln-storage.ts'

/**
 * Who may list, read, create, update and delete a collection's records:
 * 'anyone' (also visitors who are not signed in), 'signed-in' (any end user
 * with an account) or 'owner' (only the end user who created the record; for
 * list: each user sees only their own). Kiln reads these from the app's code
 * when it builds it, so write them as literals. Rules not given default to
 * owner-only (create: signed-in).
 */
export type AccessRule = 'anyone' | 'signed-in' | 'owner'
export type AccessRules = Partial<
  Record<'list' | 'read' | 'create' | 'update' | 'delete', AccessRule>
>
export type CollectionOptions = { rules?: AccessRules }
export type Page<T> = { items: KilnRecord<T>[]; nextCursor: string | null }

export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'json'
export type FieldDef = { name: string; type: FieldType; required?: boolean }
export type KilnRecord<T> = T & {
  id: string
  createdAt: string
  updatedAt: string
}
type WireRecord = {
  id: string
  entity: string
  data: Record<string, unknown>
  createdAt: string
  updatedAt: string
}
let mode: 'remote' | 'local' | undefined

function flatten<T>(r: WireRecord): KilnRecord<T> {
  return {
    ...(r.data as T),
    id: r.id,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }
}

function localKey(entity: string) {
  return `kiln-data:${entity}`
}
function readLocal(entity: string): WireRecord[] {
  return JSON.parse(readItem(localKey(entity)) ?? '[]') as WireRecord[]
}
function writeLocal(entity: string, records: WireRecord[]) {
  writeItem(localKey(entity), JSON.stringify(records))
}

async function register(entity: string, fields: FieldDef[]) {
  if (mode === 'local') return
  try {
    await call('POST', '/data/registry/v1/resource/entity', {
      name: entity,
      fields,
    })
    mode = 'remote'
  } catch (error) {
    // Only a real data API error (not 404, not a static host's page) is shown.
    const isApiError =
      error instanceof KilnDataError && error.isFromApi && error.status !== 404
    if (isApiError) throw error
    mode = 'local'
  }
}

/** A change another visitor (or this one) made, as live updates report it. */
export type Change<T> =
  | { type: 'create' | 'update'; id: string; record: KilnRecord<T> }
  | { type: 'delete'; id: string }
  /** The connection was restored: changes may have been missed, reload. */
  | { type: 'reset' }

export type Collection<T> = {
  /** The records (every page unless `limit` is given), oldest first by default. */
  list(options?: ListOptions): Promise<KilnRecord<T>[]>
  /** One page and the cursor of the next (null on the last page). */
  page(options?: ListOptions): Promise<Page<T>>
  get(id: string): Promise<KilnRecord<T>>
  create(data: T): Promise<KilnRecord<T>>
  update(id: string, patch: Partial<T>): Promise<KilnRecord<T>>
  remove(id: string): Promise<void>
  /**
   * Live updates: `listener` hears each record created, updated or deleted
   * that this visitor may see, within a second. Returns the unsubscribe.
   */
  subscribe(listener: (change: Change<T>) => void): () => void
}

/**
 * A named entity (`/^[a-z][a-z0-9_]{0,62}$/`) with its fields and, in apps
 * with sign-in, its access rules (`options.rules`, see AccessRules).
 */
export function collection<T extends object>(
  entity: string,
  fields: FieldDef[],
  // Read by Kiln from the app's source at build time, not sent at run time.
  _options?: CollectionOptions
): Collection<T> {
  const ready = register(entity, fields)
  const q = `entity=${encodeURIComponent(entity)}`
  async function page(options: ListOptions = {}): Promise<Page<T>> {
    await ready
    if (mode === 'local') {
      const found = queryLocal(readLocal(entity), options)
      return {
        items: found.rows.map((r) => flatten<T>(r)),
        nextCursor: found.nextCursor,
      }
    }
    const res = await call<{
      records: WireRecord[]
      nextCursor?: string | null
    }>('GET', `/data/store/v1/all?${q}${queryString(options)}`)
    return {
      items: res.records.map((r) => flatten<T>(r)),
      nextCursor: res.nextCursor ?? null,
    }
  }
  return {
    page,
    subscribe(listener) {
      let stop = () => {}
      let isCancelled = false
      ready
        .then(() => {
          if (isCancelled || mode === 'local') return
          stop = subscribeEntity(entity, (message) => {
            if (message.type === 'reset' || message.type === 'delete') {
              listener(
                message.type === 'reset'
                  ? message
                  : { ...message, type: 'delete' }
              )
            } else if (message.record) {
              const { type, id, record } = message
              listener({ type, id, record: flatten<T>(record) })
            }
          })
        })
        .catch(() => undefined)
      return () => {
        isCancelled = true
        stop()
      }
    },
    async list(options = {}) {
      if (options.limit !== undefined) return (await page(options)).items
      const items: KilnRecord<T>[] = []
      let cursor = options.cursor
      do {
        const next = await page({ ...options, limit: 1000, cursor })
        items.push(...next.items)
        cursor = next.nextCursor ?? undefined
      } while (cursor)
      return items
    },
    async get(id) {
      await ready
      if (mode === 'local') {
        const found = readLocal(entity).find((r) => r.id === id)
        if (!found) throw new KilnDataError('Record not found', 404)
        return flatten<T>(found)
      }
      const res = await call<{ record: WireRecord }>(
        'GET',
        `/data/store/v1/records/${encodeURIComponent(id)}?${q}`
      )
      return flatten<T>(res.record)
    },
    async create(data) {
      await ready
      if (mode === 'local') {
        const now = new Date().toISOString()
        const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
        const record: WireRecord = {
          id,
          entity,
          data: { ...data } as Record<string, unknown>,
          createdAt: now,
          updatedAt: now,
        }
        writeLocal(entity, [...readLocal(entity), record])
        return flatten<T>(record)
      }
      const res = await call<{ record: WireRecord }>(
        'POST',
        '/data/store/v1/records',
        { entity, data }
      )
      return flatten<T>(res.record)
    },
    async update(id, patch) {
      await ready
      if (mode === 'local') {
        const records = readLocal(entity)
        const found = records.find((r) => r.id === id)
        if (!found) throw new KilnDataError('Record not found', 404)
        found.data = { ...found.data, ...patch }
        found.updatedAt = new Date().toISOString()
        writeLocal(entity, records)
        return flatten<T>(found)
      }
      const path = `/data/store/v1/records/${encodeURIComponent(id)}?${q}`
      const res = await call<{ record: WireRecord }>('PUT', path, {
        data: patch,
      })
      return flatten<T>(res.record)
    },
    async remove(id) {
      await ready
      if (mode === 'local') {
        writeLocal(
          entity,
          readLocal(entity).filter((r) => r.id !== id)
        )
        return
      }
      await call(
        'DELETE',
        `/data/store/v1/records/${encodeURIComponent(id)}?${q}`
      )
    },
  }
}
