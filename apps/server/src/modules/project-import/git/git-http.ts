import type {
  GitHttpRequest,
  GitHttpResponse,
  HttpClient,
} from 'isomorphic-git'
import type { GuardedFetch } from '../../outbound'

async function collect(body: AsyncIterableIterator<Uint8Array>) {
  const parts: Uint8Array[] = []
  for await (const part of body) parts.push(part)
  return Buffer.concat(parts)
}

async function* chunks(body: ReadableStream<Uint8Array> | null) {
  if (!body) return
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    yield value
  }
}

/**
 * isomorphic-git's HTTP client over the outbound guard: every request of a
 * clone, fetch or push goes to an address the guard allows (redirects
 * re-checked, credentials dropped across origins), within `maxBytes` per
 * response and before `signal` ends the whole operation.
 */
export function guardedGitHttp(
  fetch: GuardedFetch,
  limits: { maxBytes: number; timeoutMs: number; signal: AbortSignal }
): HttpClient {
  return {
    async request(request: GitHttpRequest): Promise<GitHttpResponse> {
      const body = request.body ? await collect(request.body) : undefined
      const response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers: request.headers ?? {},
        body,
        maxBytes: limits.maxBytes,
        timeoutMs: limits.timeoutMs,
        signal: limits.signal,
      })
      return {
        url: response.url || request.url,
        method: request.method ?? 'GET',
        statusCode: response.status,
        statusMessage: response.statusText,
        headers: Object.fromEntries(response.headers),
        body: chunks(response.body),
      }
    },
  }
}
