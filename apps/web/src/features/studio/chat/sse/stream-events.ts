import { isApiError } from '@/lib/api-error'
import { createSseParser, type SseMessage } from './parse-sse'

export type StreamEventsOptions = {
  /**
   * Opens the stream with these headers (the API client's `open`, which adds
   * the Bearer token and refreshes it once). Throws when the server refuses.
   */
  open: (headers: Headers, signal: AbortSignal) => Promise<Response>
  onMessage: (message: SseMessage) => void
  /** True when the stream has ended for good (no reconnect). */
  isDone?: () => boolean
  signal: AbortSignal
  retryDelayMs?: number
  maxRetryDelayMs?: number
}

/** A refusal (an HTTP error, or a session that could not be refreshed). */
const isRefusal = (error: unknown) =>
  isApiError(error) ||
  (error instanceof Error && error.message === 'Unauthorized')

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
  let lastEventId: string | undefined
  let delay = retryDelayMs

  while (!signal.aborted && !options.isDone?.()) {
    try {
      const headers = new Headers({ Accept: 'text/event-stream' })
      if (lastEventId !== undefined) headers.set('Last-Event-ID', lastEventId)
      const response = await options.open(headers, signal)
      if (!response.body) return
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
    } catch (error) {
      // A dropped connection reconnects below; a refusal ends the stream.
      if (signal.aborted || isRefusal(error)) return
    }
    if (signal.aborted || options.isDone?.()) return
    await sleep(delay, signal)
    delay = Math.min(delay * 2, maxRetryDelayMs)
  }
}
