export type CallOptions = {
  token?: string
  body?: unknown
  /** Sent as is (a string or bytes) instead of JSON (e.g. malformed JSON, a zip). */
  rawBody?: string | Uint8Array<ArrayBuffer>
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
}

export type Answer = {
  status: number
  headers: Headers
  text: string
  /** The parsed body, or undefined when it is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- probes read many answer shapes
  json: any
}

/** Every answer body Kiln sent during the run, for secrets that must never appear. */
export const transcript: string[] = []

/** A small JSON client for Kiln's API that records every answer. */
export function createClient(apiUrl: string) {
  async function call(
    method: string,
    path: string,
    options: CallOptions = {}
  ): Promise<Answer> {
    const url = new URL(apiUrl + path)
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    const headers: Record<string, string> = { ...options.headers }
    let body: string | Uint8Array<ArrayBuffer> | undefined
    if (options.rawBody !== undefined) {
      body = options.rawBody
      headers['content-type'] ??= 'application/json'
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['content-type'] = 'application/json'
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await fetch(url, { method, headers, body })
    const text = response.headers
      .get('content-type')
      ?.startsWith('text/event-stream')
      ? await firstEvents(response)
      : await response.text()
    transcript.push(text)
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, text, json }
  }

  /** Like call, but throws unless the answer is 2xx. */
  async function ok(method: string, path: string, options: CallOptions = {}) {
    const answer = await call(method, path, options)
    if (answer.status >= 300) {
      throw new Error(
        `${method} ${path} → ${answer.status} ${answer.text.slice(0, 300)}`
      )
    }
    return answer.json
  }

  return { apiUrl, call, ok }
}

export type Client = ReturnType<typeof createClient>

/** How long an open event stream is read before the probe moves on. */
const STREAM_READ_MS = 1500

/**
 * What an event stream sends first (an open stream, such as a project's
 * presence, never ends on its own): its events until a pause, then closed.
 */
async function firstEvents(response: Response) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const stop = setTimeout(() => void reader.cancel(), STREAM_READ_MS)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
  } catch {
    // cancelled: what came so far is the answer
  } finally {
    clearTimeout(stop)
  }
  return text
}
