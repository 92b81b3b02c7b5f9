/**
 * Live updates of a collection: Server-Sent Events from the same origin, read
 * with fetch so the end user's token travels in a header. Reconnects after a
 * dropped connection and then says `reset` (changes may have been missed).
 */
import { TOKEN_KEY } from './kiln-http.ts'
import { readItem } from './kiln-storage.ts'

export type WireChange = {
  type: 'create' | 'update' | 'delete'
  id: string
  record?: {
    id: string
    entity: string
    data: Record<string, unknown>
    createdAt: string
    updatedAt: string
  }
}
export type LiveMessage = WireChange | { type: 'reset' }

const RETRY_MS = [1_000, 2_000, 5_000, 10_000]
/** Answers after which trying again cannot help (the caller may not watch). */
const FINAL = new Set([400, 401, 403, 404])

/** Splits an event stream into events and hands each `change` on. */
export function parseEvents(
  buffer: string,
  onChange: (change: WireChange) => void
): string {
  const blocks = buffer.split('\n\n')
  const rest = blocks.pop() ?? ''
  for (const block of blocks) {
    const lines = block.split('\n')
    if (!lines.includes('event: change')) continue
    const data = lines
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n')
    try {
      onChange(JSON.parse(data) as WireChange)
    } catch {
      // a malformed event is skipped
    }
  }
  return rest
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  onChange: (change: WireChange) => void
) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer = parseEvents(
      buffer + decoder.decode(value, { stream: true }),
      onChange
    )
  }
}

/** Streams the changes of `entity` the end user may see; returns the unsubscribe. */
export function subscribeEntity(
  entity: string,
  onMessage: (message: LiveMessage) => void
): () => void {
  let stopped = false
  let controller = new AbortController()
  let attempt = 0
  let hasConnected = false
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

  async function run() {
    while (!stopped) {
      controller = new AbortController()
      const token = readItem(TOKEN_KEY)
      let retryMs = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!
      try {
        const res = await fetch(
          `/data/live/v1/subscribe?entity=${encodeURIComponent(entity)}`,
          {
            headers: {
              accept: 'text/event-stream',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            signal: controller.signal,
          }
        )
        if (FINAL.has(res.status)) return
        if (res.ok && res.body) {
          if (hasConnected) onMessage({ type: 'reset' })
          hasConnected = true
          attempt = 0
          await readStream(res.body, onMessage)
        } else {
          const after = Number(res.headers.get('retry-after'))
          if (after > 0) retryMs = after * 1000
        }
      } catch {
        // dropped or aborted: try again below unless stopped
      }
      attempt += 1
      if (!stopped) await wait(retryMs)
    }
  }
  void run()
  return () => {
    stopped = true
    controller.abort()
  }
}
