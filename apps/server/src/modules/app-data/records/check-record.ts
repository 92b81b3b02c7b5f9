import { APP_DATA_LIMITS } from '@kiln/contract/app-data'
import type { AppFieldDef } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'

const MAX_DEPTH = 20

const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const invalid = (message: string) =>
  new AppError('VALIDATION_FAILED', { message })

/** Depth limit, and no lone UTF-16 surrogates (jsonb refuses them). */
function checkValue(entity: string, value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) {
      throw invalid(`A ${entity} record holds text that is not valid Unicode.`)
    }
    return
  }
  if (value === null || typeof value !== 'object') return
  if (depth >= MAX_DEPTH) {
    throw invalid(
      `A ${entity} record may nest objects at most ${MAX_DEPTH} levels deep.`
    )
  }
  for (const [key, item] of Object.entries(value)) {
    checkValue(entity, key)
    checkValue(entity, item, depth + 1)
  }
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
  // Depth first: serialising thousands of nested lists overflows the stack.
  checkValue(entity, data)
  const size = Buffer.byteLength(JSON.stringify(data), 'utf8')
  if (size > APP_DATA_LIMITS.recordBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', {
      message: `A ${entity} record can hold at most ${APP_DATA_LIMITS.recordBytes / 1024} KB of data (this one has ${Math.ceil(size / 1024)} KB).`,
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
