import type { FastifySchemaValidationError } from 'fastify/types/schema'

const contextNames: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL',
  headers: 'Headers',
}

function describeIssue(issue: FastifySchemaValidationError, context: string) {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const message = issue.message ?? 'is invalid.'
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
