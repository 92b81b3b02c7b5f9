import { taskIdParamsSchema } from '@kiln/contract/build-tasks'
import { errorBodySchema } from '@kiln/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { eventFrame, openEventStream } from '../../lib/event-stream'
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
    async (request, reply) => {
      const taskId = request.params.taskId
      const opened = await buildTasks.openEvents(
        currentUser(request).id,
        taskId
      )
      let lastId = Number(request.headers['last-event-id'] ?? 0)
      let isPumping = false
      let isDirty = false
      let isStarted = false
      const unsubscribe = await app.taskEvents.subscribe(taskId, () => {
        void pump()
      })
      const stream = openEventStream(reply, { onClose: unsubscribe })

      // One query per wake-up: a task ends only through a status event, so
      // the stream ends after writing one; the task row is read once, for a
      // task that had ended before the stream (re)connected.
      let hasEnded = opened.hasEnded
      async function pump() {
        if (!isStarted || isPumping) {
          isDirty = true
          return
        }
        isPumping = true
        try {
          do {
            isDirty = false
            for (;;) {
              const rows = await buildTasks.eventsAfter(taskId, lastId)
              for (const row of rows) {
                if (stream.isClosed) return
                await stream.write(
                  eventFrame({ id: row.id, event: row.type, data: row.event })
                )
                lastId = row.id
                if (row.ends) hasEnded = true
              }
              if (rows.length < 500) break
            }
            if (hasEnded) return stream.close()
          } while (isDirty && !stream.isClosed)
        } catch (err) {
          request.log.warn({ err }, 'task event stream failed')
          stream.close()
        } finally {
          isPumping = false
        }
      }

      isStarted = true
      await pump()
    }
  )
}
