import {
  deleteProviderKeyResponseSchema,
  providerKeyParamsSchema,
  providerKeysResponseSchema,
  saveProviderKeyBodySchema,
  saveProviderKeyResponseSchema,
} from '@kiln/contract/provider-keys'
import { userIdParamsSchema } from '@kiln/contract/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404)

/** /api/users/{userId}/provider-keys: the caller's own model-provider keys, write-only. */
export const providerKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.providerKeys
  requireSignIn(app)

  app.get(
    '/:userId/provider-keys',
    {
      schema: {
        params: userIdParamsSchema,
        response: { 200: providerKeysResponseSchema, ...errors },
      },
    },
    async (request) => ({
      providerKeys: await service.list(
        currentUser(request),
        request.params.userId
      ),
    })
  )

  app.put(
    '/:userId/provider-keys/:provider',
    {
      schema: {
        params: providerKeyParamsSchema,
        body: saveProviderKeyBodySchema,
        response: { 200: saveProviderKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      providerKey: await service.save(
        currentUser(request),
        request.params.userId,
        request.params.provider,
        request.body ?? {}
      ),
    })
  )

  app.delete(
    '/:userId/provider-keys/:provider',
    {
      schema: {
        params: providerKeyParamsSchema,
        response: { 200: deleteProviderKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      provider: await service.remove(
        currentUser(request),
        request.params.userId,
        request.params.provider
      ),
    })
  )
}
