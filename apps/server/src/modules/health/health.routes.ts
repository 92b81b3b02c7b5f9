import { errorBodySchema } from '@kiln/contract/errors'
import { healthResponseSchema } from '@kiln/contract/health'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { serverVersion } from '../../lib/version'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`)
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed')
        throw new AppError('SERVICE_UNAVAILABLE', {
          message: 'The database is not reachable.',
        })
      }
      return {
        status: 'ok' as const,
        version: serverVersion,
        database: app.dbMode,
      }
    }
  )
}
