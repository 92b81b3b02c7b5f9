import {
  estimateBodySchema,
  estimateSchema,
  planBodySchema,
} from '@kiln/contract/build-estimate'
import { threadMessageSchema } from '@kiln/contract/build-tasks'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)

/** POST /build_project/estimate and /build_project/plan: cost first, plan before building. */
export const buildEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.buildTasks
  requireSignIn(app)

  app.post(
    '/build_project/estimate',
    {
      schema: {
        description:
          "The credits a prompt is expected to cost, from the context it sends and the project's recent builds. Spends nothing.",
        body: estimateBodySchema,
        response: { 200: estimateSchema, ...errors },
      },
    },
    async (request) => service.estimate(currentUser(request).id, request.body)
  )

  app.post(
    '/build_project/plan',
    {
      schema: {
        description:
          'Plan mode: the model answers with a plan (changes, files, questions) added to the thread. Writes no file, makes no version, costs no credit.',
        body: planBodySchema,
        response: {
          200: z.object({ messages: z.array(threadMessageSchema) }),
          ...errors,
          ...refused,
          ...errorResponses(409, 422),
        },
      },
    },
    async (request, reply) => {
      // A closed request stops the model call.
      const gone = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort()
      })
      const messages = await service.plan(
        currentUser(request).id,
        request.body,
        gone.signal
      )
      return { messages }
    }
  )
}
