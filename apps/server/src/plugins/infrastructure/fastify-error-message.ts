import type { ErrorBody } from '@kiln/contract/errors'
import type { FastifyError, FastifyRequest } from 'fastify'

/** Clear messages for Fastify's own 4xx errors (parser, limits, routing). */
export function describeFastifyError(
  error: FastifyError,
  request: FastifyRequest
): ErrorBody['error'] {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        code: 'BAD_REQUEST',
        message: 'The request body is not valid JSON.',
      }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        code: 'BAD_REQUEST',
        message:
          'The request body is empty. Send a JSON object, or no Content-Type header.',
      }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: `Content type ${request.headers['content-type'] ?? '(none)'} is not supported. Send JSON with Content-Type: application/json.`,
      }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is too large.',
      }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        code: 'BAD_REQUEST',
        message: 'The Content-Length header does not match the body.',
      }
    default:
      if (error.statusCode === 404) {
        return { code: 'NOT_FOUND', message: 'Not found.' }
      }
      if (error.statusCode === 429) {
        return {
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please wait and try again.',
        }
      }
      return {
        code: 'BAD_REQUEST',
        message: error.message || 'The request could not be understood.',
      }
  }
}
