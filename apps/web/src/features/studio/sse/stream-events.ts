import { createSseParser, type SseMessage } from './parse-sse'

export type StreamEventsOptions = {
  url: string
  /** Read before every (re)connect, so a refreshed token is used. */
  getToken: () => string | null
  onMessage: (message: SseMessage) => void
  /** Called with the response status when the server refuses the stream. */
  onRefused?: (status: number) => Promise<boolean> | boolean
  /** True when the stream has ended for good (no reconnect). */
  isDone?: () => boolean
  signal: AbortSignal
  retryDelayMs?: number
  maxRetryDelayMs?: number
  fetch?: typeof fetch
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * Server-Sent Events over fetch, since EventSource cannot send a Bearer
 * header. Reconnects after a dropped stream with the Last-Event-ID of the
 * last event seen, backing off up to `maxRetryDelayMs`.
 */
export async function streamEvents(options: StreamEventsOptions) {
  const { signal, retryDelayMs = 1000, maxRetryDelayMs = 15_000 } = options
  const doFetch = options.fetch ?? ((...args) => globalThis.fetch(...args))
  let lastEventId: string | undefined
  let delay = retryDelayMs

  while (!signal.aborted && !options.isDone?.()) {
    try {
      const headers = new Headers({ Accept: 'text/event-stream' })
      const token = options.getToken()
      if (token) headers.set('Authorization', `Bearer ${token}`)
      if (lastEventId !== undefined) headers.set('Last-Event-ID', lastEventId)
      const response = await doFetch(options.url, { headers, signal })
      if (!response.ok || !response.body) {
        const shouldRetry = await options.onRefused?.(response.status)
        if (!shouldRetry) return
      } else {
        delay = retryDelayMs
        const parser = createSseParser()
        const reader = response.body
          .pipeThrough(new TextDecoderStream())
          .getReader()
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          for (const message of parser.feed(value)) {
            if (message.id !== undefined) lastEventId = message.id
            options.onMessage(message)
          }
        }
      }
    } catch {
      // A dropped connection: reconnect below unless aborted.
      if (signal.aborted) return
    }
    if (signal.aborted || options.isDone?.()) return
    await sleep(delay, signal)
    delay = Math.min(delay * 2, maxRetryDelayMs)
  }
}
