import { errorBodySchema } from '@kiln/contract/errors'
import {
  publicationSchema,
  publishBodySchema,
  publishParamsSchema,
  publishReviewQuerySchema,
  publishReviewSchema,
} from '@kiln/contract/publish'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)

/** The owner publishes a version of a project at its stable URL, or unpublishes. */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publishing } = app.services
  requireSignIn(app)
  const path = '/build_project/:projectId/publish'

  app.get(
    path,
    {
      schema: {
        params: publishParamsSchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request) =>
      publishing.get(currentUser(request).id, request.params.projectId)
  )

  app.get(
    `${path}/review`,
    {
      schema: {
        params: publishParamsSchema,
        querystring: publishReviewQuerySchema,
        response: {
          200: publishReviewSchema,
          ...errors,
          ...refused,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      publishing.review(
        currentUser(request).id,
        request.params.projectId,
        request.query.taskId
      )
  )

  app.put(
    path,
    {
      schema: {
        params: publishParamsSchema,
        body: publishBodySchema,
        response: {
          200: publicationSchema,
          ...errors,
          ...refused,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      publishing.publish(
        currentUser(request).id,
        request.params.projectId,
        request.body.taskId,
        { copyData: request.body.copyData }
      )
  )

  app.delete(
    path,
    {
      schema: {
        params: publishParamsSchema,
        response: { 200: publicationSchema, ...errors, ...refused },
      },
    },
    async (request) =>
      publishing.unpublish(currentUser(request).id, request.params.projectId)
  )
}
