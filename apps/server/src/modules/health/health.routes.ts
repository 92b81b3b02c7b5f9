import { errorBodySchema } from '@kiln/contract/errors'
import { healthResponseSchema } from '@kiln/contract/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = app.services
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
}
