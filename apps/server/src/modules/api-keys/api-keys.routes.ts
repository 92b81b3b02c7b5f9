import {
  apiKeyParamsSchema,
  apiKeyResponseSchema,
  apiKeysResponseSchema,
  deleteApiKeyResponseSchema,
  saveApiKeyBodySchema,
  updateApiKeyBodySchema,
  validateApiKeyResponseSchema,
} from '@kiln/contract/integrations'
import { userIdParamsSchema } from '@kiln/contract/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404, 422)

/** /api/users/{userId}/api-keys (docs/product.md §7): the caller's own keys only. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.apiKeys
  requireSignIn(app)

  app.get(
    '/:userId/api-keys',
    {
      schema: {
        params: userIdParamsSchema,
        response: { 200: apiKeysResponseSchema, ...errors },
      },
    },
    async (request) => ({
      apiKeys: await service.list(currentUser(request), request.params.userId),
    })
  )

  app.post(
    '/:userId/api-keys',
    {
      schema: {
        params: userIdParamsSchema,
        body: saveApiKeyBodySchema,
        response: { 200: apiKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      apiKey: await service.save(
        currentUser(request),
        request.params.userId,
        request.body
      ),
    })
  )

  app.put(
    '/:userId/api-keys/:service',
    {
      schema: {
        params: apiKeyParamsSchema,
        body: updateApiKeyBodySchema,
        response: { 200: apiKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      apiKey: await service.update(
        currentUser(request),
        request.params.userId,
        request.params.service,
        request.body
      ),
    })
  )

  app.delete(
    '/:userId/api-keys/:service',
    {
      schema: {
        params: apiKeyParamsSchema,
        response: { 200: deleteApiKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      service: await service.remove(
        currentUser(request),
        request.params.userId,
        request.params.service
      ),
    })
  )

  app.post(
    '/:userId/api-keys/:service/validate',
    {
      schema: {
        params: apiKeyParamsSchema,
        response: { 200: validateApiKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      validation: await service.validate(
        currentUser(request),
        request.params.userId,
        request.params.service
      ),
    })
  )
}
