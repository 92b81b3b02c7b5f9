import type { FastifyRequest } from 'fastify'

/** The Bearer token of a request, if it sent one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? ''
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1]
}
