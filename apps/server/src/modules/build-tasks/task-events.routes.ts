import { taskIdParamsSchema } from '@kiln/contract/build-tasks'
import { errorBodySchema } from '@kiln/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { openEventStream } from '../../lib/event-stream'
import { requireSignIn } from '../../lib/require-sign-in'

const headersSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, 'Last-Event-ID must be an event id.')
    .optional(),
})

/**
 * GET /build_task/{id}/events: Server-Sent Events. Replays stored events after
 * Last-Event-ID, then streams live ones; ends after a terminal status.
 */
export const taskEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { buildTasks } = app.services
  requireSignIn(app)

  app.get(
    '/build_task/:taskId/events',
    {
      schema: {
        params: taskIdParamsSchema,
        headers: headersSchema,
        response: {
          200: z.string().describe('text/event-stream'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      buildTasks.followEvents(
        currentUser(request).id,
        request.params.taskId,
        Number(request.headers['last-event-id'] ?? 0),
        {
          open: (onClose) => openEventStream(reply, { onClose }),
          onError: (err) =>
            request.log.warn({ err }, 'task event stream failed'),
        }
      )
  )
}
