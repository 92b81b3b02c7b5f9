import {
  projectEnvParamsSchema,
  projectEnvSchema,
} from '@kiln/contract/project-env'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)

/** GET and PUT /build_project/{projectId}/env: the owner's public VITE_* variables. */
export const projectEnvRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.projectEnv
  requireSignIn(app)

  app.get(
    '/build_project/:projectId/env',
    {
      schema: {
        params: projectEnvParamsSchema,
        response: { 200: projectEnvSchema, ...errors },
      },
    },
    async (request) =>
      service.get(currentUser(request).id, request.params.projectId)
  )

  app.put(
    '/build_project/:projectId/env',
    {
      schema: {
        params: projectEnvParamsSchema,
        body: projectEnvSchema,
        response: { 200: projectEnvSchema, ...errors, ...refused },
      },
    },
    async (request) =>
      service.replace(
        currentUser(request).id,
        request.params.projectId,
        request.body.variables
      )
  )
}
