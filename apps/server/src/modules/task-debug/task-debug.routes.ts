import { taskIdParamsSchema } from '@kiln/contract/build-tasks'
import { taskDebugSchema } from '@kiln/contract/debug'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'

/** GET /build_task/{id}/debug: the /debug/debug_task page (owner only). */
export const taskDebugRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/build_task/:taskId/debug',
    {
      onRequest: app.authenticate,
      schema: {
        params: taskIdParamsSchema,
        response: {
          200: taskDebugSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) =>
      app.services.taskDebug.read(
        currentUser(request).id,
        request.params.taskId
      )
  )
}
