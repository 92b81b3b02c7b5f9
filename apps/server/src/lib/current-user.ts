import type { FastifyRequest } from 'fastify'
import { AppError } from './app-error'

export type AuthUser = { id: string; email: string; sid: string }

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on protected routes. */
    user: AuthUser | null
  }
}

/** The signed-in user of a route protected by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) {
    throw new AppError('UNAUTHORIZED', { message: 'Please sign in.' })
  }
  return request.user
}
