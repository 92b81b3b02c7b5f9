import { errorBodySchema } from '@kiln/contract/errors'
import { projectIdParamsSchema } from '@kiln/contract/projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { openEventStream } from '../../lib/event-stream'
import { requireSignIn } from '../../lib/require-sign-in'
import { PRESENCE_REFRESH_MS } from './presence.service'

/**
 * GET /build_project/{projectId}/presence: Server-Sent Events while the
 * studio has the project open: who else has it open, and the running build.
 */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { presence } = app.services
  requireSignIn(app)

  app.get(
    '/build_project/:projectId/presence',
    {
      schema: {
        params: projectIdParamsSchema,
        response: {
          200: z.string().describe('text/event-stream'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      presence.follow(currentUser(request).id, request.params.projectId, {
        open: (onClose, heartbeat) =>
          openEventStream(reply, {
            onClose,
            heartbeat,
            heartbeatMs: PRESENCE_REFRESH_MS,
          }),
        onError: (err) => request.log.warn({ err }, 'presence stream failed'),
      })
  )
}
