import { buildTaskSchema } from '@kiln/contract/build-tasks'
import { errorBodySchema } from '@kiln/contract/errors'
import {
  createShareLinkBodySchema,
  createShareLinkResponseSchema,
  revokeShareLinkResponseSchema,
  sharedVersionSchema,
  shareLinkIdParamsSchema,
  shareLinkListSchema,
  shareLinkParamsSchema,
  shareProjectParamsSchema,
} from '@kiln/contract/share'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)

/** Share links: owners manage them per project; signed-in users open them. */
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.shareLinks
  requireSignIn(app)
  const userId = (request: Parameters<typeof currentUser>[0]) =>
    currentUser(request).id

  app.post(
    '/build_project/:projectId/share',
    {
      schema: {
        params: shareProjectParamsSchema,
        body: createShareLinkBodySchema,
        response: {
          201: createShareLinkResponseSchema,
          ...errors,
          ...refused,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await service.create(
        userId(request),
        request.params.projectId,
        request.body.taskId
      )
      return reply.code(201).send(created)
    }
  )

  app.get(
    '/build_project/:projectId/share',
    {
      schema: {
        params: shareProjectParamsSchema,
        response: { 200: shareLinkListSchema, ...errors },
      },
    },
    async (request) => service.list(userId(request), request.params.projectId)
  )

  app.delete(
    '/build_project/:projectId/share/:id',
    {
      schema: {
        params: shareLinkIdParamsSchema,
        response: { 200: revokeShareLinkResponseSchema, ...errors, ...refused },
      },
    },
    async (request) =>
      service.revoke(
        userId(request),
        request.params.projectId,
        request.params.id
      )
  )

  app.get(
    '/share/:link',
    {
      schema: {
        params: shareLinkParamsSchema,
        response: { 200: sharedVersionSchema, ...errors },
      },
    },
    async (request) => service.read(request.params.link)
  )

  app.post(
    '/share/:link/clone',
    {
      schema: {
        params: shareLinkParamsSchema,
        // An account at its projects, stored bytes (413) or versions a day (429).
        response: {
          201: buildTaskSchema,
          ...errors,
          ...refused,
          ...errorResponses(413, 429),
        },
      },
    },
    async (request, reply) => {
      const task = await service.clone(userId(request), request.params.link)
      return reply.code(201).send(task)
    }
  )
}
