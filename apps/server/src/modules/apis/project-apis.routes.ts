import {
  projectApiParamsSchema,
  projectApisResponseSchema,
} from '@kiln/contract/apis'
import { projectIdParamsSchema } from '@kiln/contract/projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404)

/**
 * /api/build_project/{projectId}/apis: which of the owner's custom APIs the
 * project's generated app may call through the preview origin's proxy.
 */
export const projectApisRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.apis
  requireSignIn(app)

  app.get(
    '/build_project/:projectId/apis',
    {
      schema: {
        params: projectIdParamsSchema,
        response: { 200: projectApisResponseSchema, ...errors },
      },
    },
    async (request) => ({
      apis: await service.projectApis(
        currentUser(request),
        request.params.projectId
      ),
    })
  )

  for (const [method, granted] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/build_project/:projectId/apis/:apiId',
      schema: {
        params: projectApiParamsSchema,
        response: { 200: projectApisResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { projectId, apiId } = request.params
        const caller = currentUser(request)
        await service.setProjectGrant(caller, projectId, apiId, granted)
        return { apis: await service.projectApis(caller, projectId) }
      },
    })
  }
}
