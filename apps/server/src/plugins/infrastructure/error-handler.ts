import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { ErrorBody, ErrorCode } from '@kiln/contract/errors'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isAppError } from '../../lib/app-error'
import { redactUrl } from '../../log-safety'
import { describeFastifyError } from './fastify-error-message'
import { describeValidation } from './validation-message'

export const INTERNAL_MESSAGE =
  'Something went wrong on our side. Please try again.'

export function sendError(
  reply: FastifyReply,
  status: number,
  error: ErrorBody['error']
) {
  const body: ErrorBody = { error, requestId: String(reply.request.id) }
  // The error shape is the contract for every route: a route's own response
  // schema for this status (e.g. an HTML page) must not turn it into a 500.
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body)
}

function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { message, details } = describeValidation(
      error.validation,
      error.validationContext
    )
    return sendError(reply, 400, {
      code: 'VALIDATION_FAILED',
      message,
      details,
    })
  }
  if (isAppError(error)) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'app error')
    for (const [name, value] of Object.entries(error.headers ?? {})) {
      reply.header(name, value)
    }
    return sendError(reply, error.statusCode, {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    })
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const described = describeFastifyError(error, request)
    request.log.info({ err: error }, 'request rejected')
    return sendError(reply, status, described)
  }
  request.log.error(
    {
      err: error,
      reqId: request.id,
      method: request.method,
      url: redactUrl(request.url),
    },
    'unhandled error'
  )
  const code: ErrorCode = 'INTERNAL'
  return sendError(reply, 500, { code, message: INTERNAL_MESSAGE })
}

/** Router errors (bad URL encoding, over-long params) in the same shape. */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply
) {
  const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
  return sendError(reply, isTooLong ? 414 : 400, {
    code: 'BAD_REQUEST',
    message: isTooLong ? 'The URL is too long.' : 'The URL is not valid.',
  })
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers
 * over the size limit, a malformed request line, a timeout): the same shape.
 */
export function handleClientError(
  error: Error & { code?: string },
  socket: Duplex
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The URL or the headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
        : [400, 'BAD_REQUEST', 'The request could not be understood.']
  const body: ErrorBody = { error: { code, message }, requestId: randomUUID() }
  const text = JSON.stringify(body)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`
    )
  }
  socket.destroy()
}

/** The single error handler: every error answer has the contract's shape. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError)
  },
  { name: 'error-handler' }
)
