import type { MessagePort } from 'node:worker_threads'
import type {
  GitHttpRequest,
  GitHttpResponse,
  HttpClient,
} from 'isomorphic-git'

/**
 * Git's HTTP requests made by the thread that started the operation: the
 * worker running Git sends each request over a MessagePort; the caller's
 * `fetch` (its outbound guard, limits and time limit) answers it and sends
 * the response back in chunks. Only the network waits on the caller's
 * thread; the pack's parsing stays in the worker.
 */
type ToCaller = {
  id: number
  url: string
  method: string
  headers: Record<string, string>
  body?: Uint8Array
}
type ToWorker = { id: number } & (
  | {
      type: 'head'
      url: string
      status: number
      statusText: string
      headers: Record<string, string>
    }
  | { type: 'chunk'; data: Uint8Array }
  | { type: 'end' }
  | { type: 'error'; message: string }
)

/** How the caller makes one request of a Git operation. */
export type GitFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: Uint8Array }
) => Promise<Response>

/**
 * Answers the worker's requests on `port` with `fetch` until the port
 * closes; `failed()` is the first error `fetch` threw (the outbound guard's
 * refusal, a time limit), to report instead of what the worker saw of it.
 */
export function serveGitHttp(port: MessagePort, fetch: GitFetch) {
  let failure: unknown
  const send = (message: ToWorker) => port.postMessage(message)
  port.on('message', (request: ToCaller) => {
    void (async () => {
      try {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          ...(request.body ? { body: request.body } : {}),
        })
        send({
          id: request.id,
          type: 'head',
          url: response.url || request.url,
          status: response.status,
          statusText: response.statusText,
          headers: Object.fromEntries(response.headers),
        })
        const reader = response.body?.getReader()
        for (;;) {
          const read = await reader?.read()
          if (!read || read.done) break
          send({ id: request.id, type: 'chunk', data: read.value })
        }
        send({ id: request.id, type: 'end' })
      } catch (error) {
        failure ??= error
        send({
          id: request.id,
          type: 'error',
          message: (error as Error)?.message ?? 'The request failed.',
        })
      }
    })()
  })
  return {
    failed: () => failure,
    close: () => port.close(),
  }
}

async function collect(body: AsyncIterableIterator<Uint8Array>) {
  const parts: Uint8Array[] = []
  for await (const part of body) parts.push(part)
  return Buffer.concat(parts)
}

/** A response body fed by messages, read as isomorphic-git reads one. */
function bodyQueue() {
  const chunks: Uint8Array[] = []
  let done = false
  let error: Error | null = null
  let wake: (() => void) | null = null
  const notify = () => {
    wake?.()
    wake = null
  }
  return {
    push(chunk: Uint8Array) {
      chunks.push(chunk)
      notify()
    },
    end(failure?: Error) {
      done = true
      error = failure ?? null
      notify()
    },
    async *read(): AsyncIterableIterator<Uint8Array> {
      for (;;) {
        if (chunks.length > 0) {
          yield chunks.shift()!
          continue
        }
        if (error) throw error
        if (done) return
        await new Promise<void>((resolve) => (wake = resolve))
      }
    },
  }
}

/** isomorphic-git's HTTP client in the worker: every request goes to the caller over `port`. */
export function bridgedGitHttp(port: MessagePort): HttpClient {
  let next = 0
  const waiting = new Map<
    number,
    {
      head: (response: GitHttpResponse) => void
      fail: (error: Error) => void
      body: ReturnType<typeof bodyQueue>
    }
  >()
  port.on('message', (message: ToWorker) => {
    const request = waiting.get(message.id)
    if (!request) return
    if (message.type === 'head') {
      request.head({
        url: message.url,
        method: 'GET',
        statusCode: message.status,
        statusMessage: message.statusText,
        headers: message.headers,
        body: request.body.read(),
      })
    } else if (message.type === 'chunk') request.body.push(message.data)
    else {
      waiting.delete(message.id)
      const failure =
        message.type === 'error' ? new Error(message.message) : undefined
      request.fail(failure ?? new Error('The request ended.'))
      request.body.end(failure)
    }
  })
  return {
    async request(request: GitHttpRequest): Promise<GitHttpResponse> {
      const id = next++
      const body = request.body ? await collect(request.body) : undefined
      const method = request.method ?? 'GET'
      const response = new Promise<GitHttpResponse>((resolve, reject) => {
        waiting.set(id, {
          head: (head) => resolve({ ...head, method }),
          fail: reject,
          body: bodyQueue(),
        })
      })
      port.postMessage({
        id,
        url: request.url,
        method,
        headers: request.headers ?? {},
        ...(body ? { body: new Uint8Array(body) } : {}),
      } satisfies ToCaller)
      return response
    },
  }
}
