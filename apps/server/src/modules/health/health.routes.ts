import { errorBodySchema } from '@kiln/contract/errors'
import {
  healthResponseSchema,
  readyResponseSchema,
} from '@kiln/contract/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = app.services
  /** Liveness: the process answers and its database does. */
  app.get(
    '/health',
    {
      schema: {
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) =>
      health.check((error) =>
        request.log.error({ err: error }, 'database health check failed')
      )
  )

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
    async () => health.ready()
  )
}
