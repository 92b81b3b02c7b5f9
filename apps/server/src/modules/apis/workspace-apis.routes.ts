import {
  apiResponseSchema,
  createApiBodySchema,
  deleteIntegrationResponseSchema,
  workspaceApiParamsSchema,
  workspaceApisResponseSchema,
} from '@kiln/contract/integrations'
import { workspaceParamsSchema } from '@kiln/contract/workspaces'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404, 413, 422)
/** An OpenAPI document of up to 1 MB travels inside the JSON body. */
const bodyLimit = 1_200_000

/**
 * /api/workspaces/{workspaceId}/apis: the workspace's custom APIs (issue 26);
 * members list them, admins add and remove them. No answer holds a secret.
 */
export const workspaceApisRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.apis.workspace
  requireSignIn(app)

  app.get(
    '/workspaces/:workspaceId/apis',
    {
      schema: {
        params: workspaceParamsSchema,
        response: { 200: workspaceApisResponseSchema, ...errors },
      },
    },
    async (request) => ({
      apis: await service.list(
        currentUser(request),
        request.params.workspaceId
      ),
    })
  )

  app.post(
    '/workspaces/:workspaceId/apis',
    {
      bodyLimit,
      schema: {
        description:
          "An admin adds a custom API to the workspace; its secret is write-only and only the workspace's builds and apps use it.",
        params: workspaceParamsSchema,
        body: createApiBodySchema,
        response: { 201: apiResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const api = await service.create(
        currentUser(request),
        request.params.workspaceId,
        request.body
      )
      return reply.code(201).send({ success: true as const, api })
    }
  )

  app.delete(
    '/workspaces/:workspaceId/apis/:id',
    {
      schema: {
        params: workspaceApiParamsSchema,
        response: { 200: deleteIntegrationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      _id: await service.remove(
        currentUser(request),
        request.params.workspaceId,
        request.params.id
      ),
    })
  )
}
