import { APP_DATA_LIMITS } from '@kiln/contract/app-data'
import type { AppFieldDef } from '../../db/schema'
import { AppError } from '../../lib/app-error'

const MAX_DEPTH = 20

function depthOf(value: unknown, depth = 0): number {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') {
    return depth
  }
  let deepest = depth
  for (const item of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(item, depth + 1))
    if (deepest > MAX_DEPTH) break
  }
  return deepest
}

const isScalar = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '')

/**
 * Checks a record against its entity. Deliberately lenient about types
 * (form apps keep numbers as strings): scalar fields must hold scalars,
 * required fields must not be blank on create, unknown fields are kept, and
 * the whole record must fit in APP_DATA_LIMITS.recordBytes and MAX_DEPTH.
 */
export function checkRecord(
  entity: string,
  fields: AppFieldDef[],
  data: Record<string, unknown>,
  mode: 'create' | 'update'
) {
  const size = Buffer.byteLength(JSON.stringify(data), 'utf8')
  if (size > APP_DATA_LIMITS.recordBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', {
      message: `A ${entity} record can hold at most ${APP_DATA_LIMITS.recordBytes / 1024} KB of data (this one has ${Math.ceil(size / 1024)} KB).`,
    })
  }
  if (depthOf(data) > MAX_DEPTH) {
    throw new AppError('VALIDATION_FAILED', {
      message: `A ${entity} record may nest objects at most ${MAX_DEPTH} levels deep.`,
    })
  }
  for (const field of fields) {
    const value = data[field.name]
    if (mode === 'create' && field.required && isBlank(value)) {
      throw new AppError('VALIDATION_FAILED', {
        message: `${entity}.${field.name} is required.`,
        details: [{ path: field.name, message: 'Required' }],
      })
    }
    if (field.type !== 'json' && value !== undefined && !isScalar(value)) {
      throw new AppError('VALIDATION_FAILED', {
        message: `${entity}.${field.name} must be a ${field.type}, not an object or list.`,
        details: [{ path: field.name, message: `Expected ${field.type}` }],
      })
    }
  }
}
