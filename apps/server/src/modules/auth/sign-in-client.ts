import type { FastifyRequest } from 'fastify'
import type { SignInClient } from './auth.service'

/** What a new session records about the client that signed in. */
export const signInClient = (request: FastifyRequest): SignInClient => ({
  userAgent: request.headers['user-agent']?.slice(0, 512) || null,
})
