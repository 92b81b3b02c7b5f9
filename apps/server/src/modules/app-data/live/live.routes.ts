import { entityQuerySchema } from '@kiln/contract/app-data'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  eventFrame,
  openEventStream,
  PING_FRAME,
  type EventStream,
} from '../../../lib/event-stream'
import type { ActorOf } from '../end-users/actor'
import { bearerToken } from '../end-users/bearer'
import { dataErrors } from '../records/app-data.routes'
import type { AppDataService } from '../records/app-data.service'
import type { LiveChange, LiveHub } from './live-hub'

/**
 * GET /live/v1/subscribe?entity=: Server-Sent Events, one `change` event per
 * record created, updated or deleted that the caller may see under the
 * collection's rules (the data client reads it with fetch, so the end
 * user's token goes in the Authorization header, never in the URL).
 */
export const liveRoutes: FastifyPluginAsyncZod<{
  data: AppDataService
  actorOf: ActorOf
  hub: LiveHub
  /** Who opens a stream (a hash of their address), for the per-visitor cap. */
  visitorOf: (request: FastifyRequest) => string
  /** Whether the origin still serves what it did when the stream opened. */
  siteIsLive: (request: FastifyRequest) => Promise<boolean>
}> = async (app, { data, actorOf, hub, visitorOf, siteIsLive }) => {
  const open = new Set<() => void>()
  app.addHook('preClose', async () => {
    for (const close of open) close()
  })

  app.get(
    '/subscribe',
    {
      schema: {
        querystring: entityQuerySchema,
        response: {
          200: z.string().describe('text/event-stream'),
          ...dataErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request)
      const view = await data.watch(actor, request.query.entity)
      const token = bearerToken(request) ?? ''
      /**
       * A stream hears changes only while it could still be opened: its
       * share not revoked, its app not unpublished, its end user still
       * signed in. Subscribers of one change share these lookups.
       */
      const stillAllowed = async (change?: LiveChange) => {
        const once = <T>(key: string, load: () => Promise<T>) =>
          change ? change.shared(key, load) : load()
        const site = await once(`site:${request.headers.host ?? ''}`, () =>
          siteIsLive(request)
        )
        if (!site || actor.userId === null) return site
        const now = await once(`user:${token}`, () => actorOf(request))
        return now.userId === actor.userId
      }
      let queue = Promise.resolve()
      // Opened once the hub has taken the subscriber (it may refuse: 429).
      let stream: EventStream | undefined = undefined
      let isClosed = false
      let unsubscribe = () => {}
      const close = () => {
        if (isClosed) return
        isClosed = true
        open.delete(close)
        unsubscribe()
        stream?.close()
      }
      const send = (change: LiveChange) => {
        queue = queue.then(async () => {
          if (isClosed) return
          if (!(await stillAllowed(change).catch(() => false))) return close()
          const event = await view(change).catch(() => null)
          if (event && !isClosed) {
            await stream?.write(eventFrame({ event: 'change', data: event }))
          }
        })
      }
      const ping = () => {
        queue = queue.then(async () => {
          if (isClosed) return
          if (!(await stillAllowed().catch(() => false))) return close()
          await stream?.write(PING_FRAME)
        })
      }
      unsubscribe = await hub.subscribe(actor.dataKey, visitorOf(request), send)

      stream = openEventStream(reply, {
        onClose: close,
        heartbeat: ping,
      })
      if (isClosed) return stream.close()
      open.add(close)
    }
  )
}
