import { errorBodySchema } from '@kiln/contract/errors'
import {
  healthResponseSchema,
  readyResponseSchema,
} from '@kiln/contract/health'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { serverVersion } from '../../lib/version'
import { createFileStorage } from '../app-data'
import { createReadiness } from './readiness'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Liveness: the process answers and its database does. */
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

  const storage = createFileStorage(app.config.appFilesS3Url)
  const readiness = createReadiness({
    db: app.db,
    objectStore: storage.kind === 's3' ? storage : undefined,
  })
  /**
   * Readiness: migrations applied, database and object store answering. From
   * SIGTERM on (server.ts closes the app) Fastify answers it 503 until the
   * listener closes (return503OnClosing).
   */
  app.get(
    '/health/ready',
    {
      schema: {
        response: { 200: readyResponseSchema, 503: errorBodySchema },
      },
    },
    async () => {
      const reason = await readiness.notReadyReason()
      if (reason) throw new AppError('SERVICE_UNAVAILABLE', { message: reason })
      return { status: 'ready' as const }
    }
  )
}
