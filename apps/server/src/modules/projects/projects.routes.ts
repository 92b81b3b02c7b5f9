import {
  deleteProjectResponseSchema,
  projectIdParamsSchema,
  renameProjectBodySchema,
  renameProjectResponseSchema,
} from '@kiln/contract/projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)

/** POST /build_project/rename, DELETE /build_project/{projectId} */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.projects
  requireSignIn(app)

  app.post(
    '/build_project/rename',
    {
      schema: {
        body: renameProjectBodySchema,
        response: { 200: renameProjectResponseSchema, ...errors, ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      project: await service.rename(
        currentUser(request).id,
        request.body.projectId,
        request.body.name
      ),
    })
  )

  app.delete(
    '/build_project/:projectId',
    {
      schema: {
        params: projectIdParamsSchema,
        response: { 200: deleteProjectResponseSchema, ...errors, ...refused },
      },
    },
    async (request) => {
      await service.remove(currentUser(request).id, request.params.projectId)
      return { success: true as const, projectId: request.params.projectId }
    }
  )
}
