import { entityQuerySchema } from '@kiln/contract/app-data'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { openEventStream } from '../../../lib/event-stream'
import type { ActorOf } from '../end-users/actor'
import { bearerToken } from '../end-users/bearer'
import { dataErrors } from '../records/app-data.routes'
import type { AppDataService } from '../records/app-data.service'
import type { LiveHub } from './live-hub'
import { createLiveStreams } from './live-streams'

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
  const streams = createLiveStreams({ data, hub })
  app.addHook('preClose', async () => streams.closeAll())

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
    async (request, reply) =>
      streams.follow(
        {
          actor: await actorOf(request),
          entity: request.query.entity,
          visitor: visitorOf(request),
          host: request.headers.host ?? '',
          token: bearerToken(request) ?? '',
          siteIsLive: () => siteIsLive(request),
          actorNow: () => actorOf(request),
        },
        (options) => openEventStream(reply, options)
      )
  )
}
