import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../../lib/app-error'

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1)
  )
}

/** PostgreSQL text cannot hold NUL characters: refuse them up front. */
export const rejectNulPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (
        hasNul(request.body) ||
        hasNul(request.query) ||
        hasNul(request.params)
      ) {
        throw new AppError('BAD_REQUEST', {
          message: 'Text must not contain NUL (\\u0000) characters.',
        })
      }
    })
  },
  { name: 'reject-nul' }
)
