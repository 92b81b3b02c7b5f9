import type { FastifySchemaValidationError } from 'fastify/types/schema'

const contextNames: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL',
  headers: 'Headers',
}

const ACRONYMS: Record<string, string> = {
  api: 'API',
  url: 'URL',
  id: 'ID',
  ids: 'IDs',
  mcp: 'MCP',
}

/** `apiKey` as "API key", `files.0.path` as "Path". */
function fieldLabel(path: string) {
  const name = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? path
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type SizeParams = { origin?: string; maximum?: unknown; minimum?: unknown }

/**
 * zod's own size messages ("Too big: expected string to have <=10000
 * characters") as a sentence; undefined for a schema's own message.
 */
function describeSize(issue: FastifySchemaValidationError, field: string) {
  const { origin, maximum, minimum } = (issue.params ?? {}) as SizeParams
  const label = fieldLabel(field)
  if (issue.keyword === 'too_big' && /^Too big:/.test(issue.message ?? '')) {
    const max = Number(maximum).toLocaleString('en-US')
    if (origin === 'string')
      return `${label} is too long: at most ${max} characters.`
    if (origin === 'array') return `${label} can have at most ${max} items.`
    return `${label} must be at most ${max}.`
  }
  if (
    issue.keyword === 'too_small' &&
    /^Too small:/.test(issue.message ?? '')
  ) {
    const min = Number(minimum)
    if (origin === 'string')
      return min <= 1
        ? `${label} cannot be empty.`
        : `${label} must be at least ${min.toLocaleString('en-US')} characters long.`
    if (origin === 'array')
      return `${label} must have at least ${min.toLocaleString('en-US')} items.`
    return `${label} must be at least ${min.toLocaleString('en-US')}.`
  }
  return undefined
}

function describeIssue(issue: FastifySchemaValidationError, context: string) {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const message = issue.message ?? 'is invalid.'
  const size = field ? describeSize(issue, field) : undefined
  if (size) return size
  if (!field) {
    return context === 'body'
      ? 'The request body must be a JSON object.'
      : `${contextNames[context] ?? context}: ${message}`
  }
  if (issue.keyword === 'invalid_type' && /received undefined$/.test(message)) {
    return `${field}: This field is required.`
  }
  // z.coerce.number() on text that is not a number, e.g. ?limit=abc
  if (issue.keyword === 'invalid_type' && /received NaN$/.test(message)) {
    return `${field}: This must be a number.`
  }
  return `${field}: ${message}`
}

/** One sentence per zod issue, e.g. "email: Please enter a valid e-mail address." */
export function describeValidation(
  issues: FastifySchemaValidationError[],
  context = 'body'
) {
  const lines = issues.map((issue) => describeIssue(issue, context))
  return {
    message: [...new Set(lines)].join(' '),
    details: issues.map((issue) => ({
      path: issue.instancePath.replace(/^\//, ''),
      code: issue.keyword,
      message: issue.message,
    })),
  }
}
