import { fetch as undiciFetch, type RequestInit as UndiciInit } from 'undici'
import { checkUrl, type Policy } from './destination'
import {
  createGuardedAgent,
  systemResolver,
  type Resolver,
} from './guarded-agent'
import { limitBody } from './limit-body'
import { OutboundError, toOutboundError } from './outbound-error'

export type OutboundOptions = Policy & {
  resolve?: Resolver
  /** Whole request, body included (default 10 s). */
  timeoutMs?: number
  /** Response body cap (default 2 MB). */
  maxBytes?: number
  maxRedirects?: number
}

export type GuardedInit = RequestInit & {
  timeoutMs?: number
  maxBytes?: number
}
export type GuardedFetch = (
  input: string | URL,
  init?: GuardedInit
) => Promise<Response>

const REDIRECTS = new Set([301, 302, 303, 307, 308])
/** Headers that may follow a redirect to another origin. */
const PORTABLE_HEADERS = new Set(['accept', 'content-type', 'user-agent'])

/**
 * The one way the server requests a user-given URL: checked destination,
 * checked resolution, redirects followed by hand and re-checked, bounded
 * time and size. `fetch` is fetch-compatible (e.g. for the MCP SDK).
 */
export function createOutbound(options: OutboundOptions) {
  const policy: Policy = {
    allowPrivate: options.allowPrivate,
    trustedAddresses: options.trustedAddresses,
  }
  const timeoutMs = options.timeoutMs ?? 10_000
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024
  const maxRedirects = options.maxRedirects ?? 3
  const agent = createGuardedAgent(
    policy,
    options.resolve ?? systemResolver,
    Math.min(timeoutMs, 10_000)
  )

  const fetch: GuardedFetch = async (input, init = {}) => {
    const timeout = AbortSignal.timeout(init.timeoutMs ?? timeoutMs)
    const signal = init.signal
      ? AbortSignal.any([init.signal, timeout])
      : timeout
    let url = checkUrl(input, policy)
    let method = (init.method ?? 'GET').toUpperCase()
    let body = init.body
    const headers = new Headers(init.headers)
    for (let hop = 0; ; hop++) {
      let response: Response
      try {
        response = (await undiciFetch(url, {
          method,
          body,
          headers: Object.fromEntries(headers),
          redirect: 'manual',
          signal,
          dispatcher: agent,
        } as unknown as UndiciInit)) as unknown as Response
      } catch (error) {
        if (init.signal?.aborted) throw init.signal.reason
        throw toOutboundError(error)
      }
      const location = response.headers.get('location')
      if (!REDIRECTS.has(response.status) || !location) {
        return limitBody(response, init.maxBytes ?? maxBytes)
      }
      await response.body?.cancel().catch(() => {})
      if (hop >= maxRedirects) throw new OutboundError('TOO_MANY_REDIRECTS')
      const next = checkUrl(new URL(location, url), policy)
      if (next.origin !== url.origin) {
        for (const name of [...headers.keys()]) {
          if (!PORTABLE_HEADERS.has(name)) headers.delete(name)
        }
      }
      const post = method === 'POST' && response.status <= 302
      if (response.status === 303 || post) {
        method = method === 'HEAD' ? 'HEAD' : 'GET'
        body = undefined
        headers.delete('content-type')
      }
      url = next
    }
  }

  return { fetch, policy, close: () => agent.close() }
}

export type Outbound = ReturnType<typeof createOutbound>
