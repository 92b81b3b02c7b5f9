import {
  connectGitBodySchema,
  connectGitResponseSchema,
  gitStateResponseSchema,
} from '@kiln/contract/git-sync'
import { projectIdParamsSchema } from '@kiln/contract/projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)
const params = projectIdParamsSchema

/** A Git host's push event body is read as bytes (its HMAC is checked), at most 1 MB. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.gitSync
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body)
  )
  app.post(
    '/build_project/:projectId/git/webhook',
    {
      schema: {
        description:
          "A Git host's push event: authenticated by the project's webhook secret (`X-Kiln-Webhook-Secret` or `X-Gitlab-Token`, or `X-Hub-Signature-256`); queues a pull.",
        params,
        response: {
          202: z.object({ accepted: z.literal(true) }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await service.webhook(
            request.params.projectId,
            request.headers,
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
          )
        )
  )
}

/** The owner's routes: connect, state, disconnect, pull. */
const ownerRoutes: FastifyPluginAsyncZod = async (routes) => {
  const service = routes.services.gitSync
  requireSignIn(routes)

  routes.put(
    '/build_project/:projectId/git',
    {
      schema: {
        description:
          'Connects the project to a branch of a Git remote (token sealed, never returned). An empty branch gets the project pushed; a branch with commits is imported as a new version. Answers the webhook secret this once.',
        params,
        body: connectGitBodySchema,
        response: {
          200: connectGitResponseSchema,
          ...errors,
          ...refused,
          ...errorResponses(413, 422),
        },
      },
    },
    async (request) =>
      service.connect(
        currentUser(request).id,
        request.params.projectId,
        request.body
      )
  )

  routes.get(
    '/build_project/:projectId/git',
    {
      schema: { params, response: { 200: gitStateResponseSchema, ...errors } },
    },
    async (request) =>
      service.state(currentUser(request).id, request.params.projectId)
  )

  routes.delete(
    '/build_project/:projectId/git',
    {
      schema: {
        params,
        response: { 200: gitStateResponseSchema, ...errors, ...refused },
      },
    },
    async (request) =>
      service.disconnect(currentUser(request).id, request.params.projectId)
  )

  routes.post(
    '/build_project/:projectId/git/pull',
    {
      schema: {
        description:
          'Queues a sync with the remote now (outside commits come back as a new version).',
        params,
        response: { 202: gitStateResponseSchema, ...errors, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await service.pull(currentUser(request).id, request.params.projectId)
        )
  )
}

/** PUT/GET/DELETE /build_project/{id}/git, POST …/git/pull, and the webhook. */
export const gitSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(webhookRoutes)
  await app.register(ownerRoutes)
}
