import {
  listHistoryBodySchema,
  listHistoryResponseSchema,
  resetHeadBodySchema,
  resetHeadResponseSchema,
} from '@kiln/contract/projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404, 409)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)

/** POST /build_task/version_control/{list_history,reset_head} */
export const versionControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.versionControl
  requireSignIn(app)

  app.post(
    '/build_task/version_control/list_history',
    {
      schema: {
        body: listHistoryBodySchema,
        response: { 200: listHistoryResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.listHistory(currentUser(request).id, request.body)
  )

  app.post(
    '/build_task/version_control/reset_head',
    {
      schema: {
        body: resetHeadBodySchema,
        response: { 200: resetHeadResponseSchema, ...errors, ...refused },
      },
    },
    async (request) =>
      service.resetHead(
        currentUser(request).id,
        request.body.projectId,
        request.body.taskId
      )
  )
}
