/** Collections: records of one entity, through the data API or localStorage. */

import { call, KilnDataError } from './kiln-http.ts'
import { readItem, writeItem } from './kiln-storage.ts'

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

export type Collection<T> = {
  list(): Promise<KilnRecord<T>[]>
  create(data: T): Promise<KilnRecord<T>>
  update(id: string, patch: Partial<T>): Promise<KilnRecord<T>>
  remove(id: string): Promise<void>
}

/** A named entity (`/^[a-z][a-z0-9_]{0,62}$/`) with its fields. */
export function collection<T extends object>(
  entity: string,
  fields: FieldDef[]
): Collection<T> {
  const ready = register(entity, fields)
  const q = `entity=${encodeURIComponent(entity)}`
  return {
    async list() {
      await ready
      if (mode === 'local') return readLocal(entity).map((r) => flatten<T>(r))
      const res = await call<{ records: WireRecord[] }>(
        'GET',
        `/data/store/v1/all?${q}`
      )
      return res.records.map((r) => flatten<T>(r))
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
