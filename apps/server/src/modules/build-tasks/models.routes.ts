import { modelsResponseSchema } from '@kiln/contract/build-tasks'
import { errorBodySchema } from '@kiln/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { requireSignIn } from '../../lib/require-sign-in'

/**
 * GET /models: what the caller can build with (offline last of them), then
 * the hosted models neither the operator nor the caller has a key for.
 */
export const modelsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app)
  app.get(
    '/models',
    {
      schema: { response: { 200: modelsResponseSchema, 401: errorBodySchema } },
    },
    async (request) => app.services.models.available(currentUser(request).id)
  )
}
