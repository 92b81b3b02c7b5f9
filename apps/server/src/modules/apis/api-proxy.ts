import { API_PROXY_LIMITS } from '@kiln/contract/apis'
import type { Database } from '../../db/database'
import type { ApiRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import {
  toOutboundError,
  type GuardedFetch,
  type OutboundError,
} from '../outbound'
import type { Vault } from '../vault'
import { apiAuthHeaders } from './api-request'
import { createProjectApisRepo } from './project-apis.repo'

/** Request headers an app may send on; never its cookies or its end user's token. */
const FORWARDED = [
  'accept',
  'accept-language',
  'content-type',
  'if-match',
  'if-none-match',
  'if-modified-since',
]
/** Answer headers handed back to the app. */
const RETURNED = [
  'content-type',
  'content-language',
  'cache-control',
  'etag',
  'last-modified',
]

export type ProxyRequest = {
  method: string
  /** Path and query after the API's base URL, e.g. `/users?page=2`. */
  rest: string
  headers: Record<string, string | string[] | undefined>
  body?: Buffer
}

export type ProxyAnswer = {
  status: number
  headers: Record<string, string>
  body: Buffer
}

const notGranted = () =>
  new AppError('NOT_FOUND', {
    message:
      "This app may not use that API. Its owner can allow it in the project's settings.",
  })

const badPath = () =>
  new AppError('BAD_REQUEST', {
    message: "The path must stay under the API's address (no '..' segments).",
  })

/** The URL under the API's base URL, refused if it would leave it. */
export function targetUrl(baseUrl: string, rest: string): URL {
  if (!rest.startsWith('/') && !rest.startsWith('?') && rest !== '') {
    throw badPath()
  }
  const [path = '', query] = rest.split(/\?(.*)$/s, 2)
  const segments = path.split('/')
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      throw badPath()
    }
  })
  if (decoded.some((s) => s === '.' || s === '..' || /[\\/]/.test(s))) {
    throw badPath()
  }
  const base = new URL(baseUrl)
  const basePath = base.pathname.replace(/\/+$/, '')
  const url = new URL(base.origin)
  url.pathname = `${basePath}${path}` || '/'
  url.search = query ? `?${query}` : base.search
  if (url.origin !== base.origin || !url.pathname.startsWith(basePath)) {
    throw badPath()
  }
  return url
}

/**
 * The ways an answer may carry a secret: as is, percent-encoded, escaped in
 * JSON, and inside base64 or base64url text at any of the three byte offsets
 * (the characters that only the secret's bytes decide).
 */
export function secretForms(secret: string): string[] {
  const forms = new Set([
    secret,
    encodeURIComponent(secret),
    JSON.stringify(secret).slice(1, -1),
  ])
  const bytes = Buffer.from(secret)
  for (const offset of [0, 1, 2]) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes])
    const end = 4 * Math.floor(padded.length / 3)
    for (const encoding of ['base64', 'base64url'] as const) {
      const core = padded.toString(encoding).slice(offset ? 4 : 0, end)
      if (core.length >= 8) forms.add(core)
    }
  }
  return [...forms]
}

/** Replaces every copy of a secret in `bytes` (an API that echoes its headers). */
function scrub(bytes: Buffer, secrets: string[]): Buffer {
  let out = bytes
  for (const secret of secrets.flatMap(secretForms)) {
    const needle = Buffer.from(secret)
    if (needle.length < 4 || out.indexOf(needle) === -1) continue
    const parts: Buffer[] = []
    let from = 0
    for (
      let at = out.indexOf(needle);
      at !== -1;
      at = out.indexOf(needle, from)
    ) {
      parts.push(out.subarray(from, at), Buffer.from('[redacted]'))
      from = at + needle.length
    }
    parts.push(out.subarray(from))
    out = Buffer.concat(parts)
  }
  return out
}

function upstreamFailed(error: OutboundError) {
  const messages: Partial<Record<OutboundError['category'], string>> = {
    TIMEOUT: `The API did not answer within ${API_PROXY_LIMITS.timeoutMs / 1000} seconds.`,
    TOO_LARGE: `The API's answer is larger than ${API_PROXY_LIMITS.responseBytes / (1024 * 1024)} MB.`,
  }
  return new AppError(
    error.category === 'BLOCKED_DESTINATION' || error.category === 'INVALID_URL'
      ? 'DESTINATION_NOT_ALLOWED'
      : 'UPSTREAM_FAILED',
    { message: messages[error.category] ?? `The API: ${error.message}` }
  )
}

/**
 * Calls of generated apps to their owner's custom APIs: only APIs granted to
 * the project, the stored credential added here (the browser never holds
 * it), through the outbound guard with a time and size limit.
 */
export function createApiProxy(deps: {
  db: Database
  vault: Vault
  fetch: GuardedFetch
}) {
  const grants = createProjectApisRepo(deps.db)
  async function send(
    row: ApiRow,
    request: ProxyRequest
  ): Promise<ProxyAnswer> {
    const url = targetUrl(row.baseUrl, request.rest)
    const auth = apiAuthHeaders(row, deps.vault, url.toString())
    const headers: Record<string, string> = {}
    for (const name of FORWARDED) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const hasBody = !['GET', 'HEAD'].includes(request.method)
    let response: Response
    let body: Buffer
    try {
      response = await deps.fetch(url, {
        method: request.method,
        headers: { ...headers, ...auth },
        body: hasBody && request.body?.length ? request.body : undefined,
        timeoutMs: API_PROXY_LIMITS.timeoutMs,
        maxBytes: API_PROXY_LIMITS.responseBytes,
      })
      body = Buffer.from(await response.arrayBuffer())
    } catch (error) {
      // Also a time limit that runs out while the answer still arrives.
      throw upstreamFailed(toOutboundError(error))
    }
    const secrets = Object.values(auth).map((v) => v.replace(/^Bearer /, ''))
    const answer: Record<string, string> = {}
    for (const name of RETURNED) {
      const value = response.headers.get(name)
      if (value) answer[name] = scrub(Buffer.from(value), secrets).toString()
    }
    return {
      status: response.status,
      headers: answer,
      body: scrub(body, secrets),
    }
  }

  return {
    async call(projectId: string, apiId: string, request: ProxyRequest) {
      const row = await grants.findGranted(projectId, apiId)
      if (!row) throw notGranted()
      return send(row, request)
    },
  }
}

export type ApiProxy = ReturnType<typeof createApiProxy>
