import { once } from 'node:events'
import type { FastifyReply } from 'fastify'
import { metrics } from './metrics'

const HEARTBEAT_MS = 15_000

/** A Server-Sent Events answer, opened by `openEventStream`. */
export type EventStream = {
  readonly isClosed: boolean
  /**
   * Writes one frame (nothing once closed); resolves when the socket can take
   * more, so a slow reader holds the writer back instead of filling memory.
   */
  write: (frame: string) => Promise<void>
  /** Ends the answer once; runs `onClose`. Also runs when the client leaves. */
  close: () => void
}

/** One event: `id:` (for Last-Event-ID), `event:`, `data:` as JSON. */
export function eventFrame(event: {
  id?: number
  event: string
  data: unknown
}) {
  const id = event.id === undefined ? '' : `id: ${event.id}\n`
  return `${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`
}

export const PING_FRAME = ': ping\n\n'

/**
 * Takes the answer over from Fastify and opens an event stream: the headers
 * (no caching, no proxy buffering), a first comment, a comment every
 * `heartbeatMs` so proxies keep it open (or the caller's `heartbeat`), and
 * `onClose` once, whether the server or the client ends it.
 */
export function openEventStream(
  reply: FastifyReply,
  options: {
    onClose?: () => void
    /** Runs instead of a plain ping each beat (e.g. to re-check access). */
    heartbeat?: (stream: EventStream) => void
    heartbeatMs?: number
  } = {}
): EventStream {
  const raw = reply.raw
  let isClosed = false
  const stream: EventStream = {
    get isClosed() {
      return isClosed
    },
    write: async (frame) => {
      if (isClosed || raw.write(frame)) return
      await Promise.race([once(raw, 'drain'), once(raw, 'close')]).catch(
        () => undefined
      )
    },
    close: () => {
      if (isClosed) return
      isClosed = true
      metrics.eventStreams.dec()
      clearInterval(heartbeat)
      options.onClose?.()
      raw.end()
    },
  }

  reply.hijack()
  metrics.eventStreams.inc()
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  raw.write(': connected\n\n')
  const beat = options.heartbeat ?? ((open) => void open.write(PING_FRAME))
  const heartbeat = setInterval(
    () => beat(stream),
    options.heartbeatMs ?? HEARTBEAT_MS
  )
  raw.on('close', stream.close)
  return stream
}
