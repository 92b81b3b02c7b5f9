import {
  eventFrame,
  PING_FRAME,
  type EventStream,
  type openEventStream,
} from '../../../lib/event-stream'
import type { Actor, AppDataService } from '../records/app-data.service'
import type { LiveChange, LiveHub } from './live-hub'

/** Who subscribes, and how to check again that they still may. */
export type LiveSubscriber = {
  actor: Actor
  entity: string
  /** A hash of their address, for the per-visitor cap. */
  visitor: string
  /** Keys the shared lookups of one change: the origin and the token. */
  host: string
  token: string
  /** Whether the origin still serves what it did when the stream opened. */
  siteIsLive: () => Promise<boolean>
  /** The caller now (their end-user token may have been signed out). */
  actorNow: () => Promise<Actor>
}

type OpenStream = (
  options: NonNullable<Parameters<typeof openEventStream>[1]>
) => EventStream

/**
 * The live streams of app data: one `change` event per record created,
 * updated or deleted that the subscriber may see under the collection's
 * rules, while they still may. `closeAll` ends every open one (shutdown).
 */
export function createLiveStreams(deps: {
  data: AppDataService
  hub: LiveHub
}) {
  const open = new Set<() => void>()

  return {
    closeAll() {
      for (const close of open) close()
    },

    async follow(subscriber: LiveSubscriber, openStream: OpenStream) {
      const { actor } = subscriber
      const view = await deps.data.watch(actor, subscriber.entity)
      /**
       * A stream hears changes only while it could still be opened: its
       * share not revoked, its app not unpublished, its end user still
       * signed in. Subscribers of one change share these lookups.
       */
      const stillAllowed = async (change?: LiveChange) => {
        const once = <T>(key: string, load: () => Promise<T>) =>
          change ? change.shared(key, load) : load()
        const site = await once(
          `site:${subscriber.host}`,
          subscriber.siteIsLive
        )
        if (!site || actor.userId === null) return site
        const now = await once(`user:${subscriber.token}`, subscriber.actorNow)
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
      unsubscribe = await deps.hub.subscribe(
        actor.dataKey,
        subscriber.visitor,
        send
      )

      stream = openStream({ onClose: close, heartbeat: ping })
      if (isClosed) return stream.close()
      open.add(close)
    },
  }
}
