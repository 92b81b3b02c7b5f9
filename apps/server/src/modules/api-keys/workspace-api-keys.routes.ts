import {
  deleteApiKeyResponseSchema,
  saveWorkspaceApiKeyBodySchema,
  workspaceApiKeyParamsSchema,
  workspaceApiKeyResponseSchema,
  workspaceApiKeysResponseSchema,
} from '@kiln/contract/integrations'
import { workspaceParamsSchema } from '@kiln/contract/workspaces'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404)

/**
 * /api/workspaces/{workspaceId}/api-keys: the workspace's service keys
 * (issue 26). Members list them, admins save and remove them; no answer
 * holds a key, only its name and last 4 characters.
 */
export const workspaceApiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.workspaceApiKeys
  requireSignIn(app)

  app.get(
    '/workspaces/:workspaceId/api-keys',
    {
      schema: {
        params: workspaceParamsSchema,
        response: { 200: workspaceApiKeysResponseSchema, ...errors },
      },
    },
    async (request) => ({
      apiKeys: await service.list(
        currentUser(request),
        request.params.workspaceId
      ),
    })
  )

  app.post(
    '/workspaces/:workspaceId/api-keys',
    {
      schema: {
        description:
          "An admin saves the workspace's key for a service (replacing one); it is write-only and only the workspace's builds use it.",
        params: workspaceParamsSchema,
        body: saveWorkspaceApiKeyBodySchema,
        response: { 200: workspaceApiKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      apiKey: await service.save(
        currentUser(request),
        request.params.workspaceId,
        request.body
      ),
    })
  )

  app.delete(
    '/workspaces/:workspaceId/api-keys/:service',
    {
      schema: {
        params: workspaceApiKeyParamsSchema,
        response: { 200: deleteApiKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      service: await service.remove(
        currentUser(request),
        request.params.workspaceId,
        request.params.service
      ),
    })
  )
}
