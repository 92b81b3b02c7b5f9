import type { StoredOperation } from '../../db/schema'
import { AppError } from '../../lib/app-error'

const METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]
const MAX_OPERATIONS = 500

const invalid = () =>
  new AppError('VALIDATION_FAILED', {
    message: 'The OpenAPI document must be a JSON object with "paths".',
  })

/** The operations (method, path, summary) of an OpenAPI/Swagger JSON document. */
export function listOperations(text: string): StoredOperation[] {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    throw invalid()
  }
  const paths = (doc as { paths?: unknown } | null)?.paths
  if (!paths || typeof paths !== 'object' || Array.isArray(paths))
    throw invalid()
  const operations: StoredOperation[] = []
  for (const [path, item] of Object.entries(paths as Record<string, unknown>)) {
    if (!item || typeof item !== 'object') continue
    for (const method of METHODS) {
      const op = (item as Record<string, unknown>)[method]
      if (!op || typeof op !== 'object') continue
      const summary = (op as { summary?: unknown }).summary
      operations.push({
        method: method.toUpperCase(),
        path: path.slice(0, 500),
        ...(typeof summary === 'string' && summary
          ? { summary: summary.slice(0, 300) }
          : {}),
      })
      if (operations.length >= MAX_OPERATIONS) return operations
    }
  }
  return operations
}
