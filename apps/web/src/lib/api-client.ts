import type { RefreshTokenResponse } from '@kiln/contract/auth'
import { ApiError } from './api-error'
import { safeJsonParse } from './json'
import { logger } from './logger'

export type ApiMetric = {
  path: string
  query: string
  method: string
  statusCode: number | null
  responseTime: number
  bodyLength: number
  error: string | null
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON, or as multipart data when it is a FormData. */
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  /** Aborts the request after this many milliseconds. */
  timeoutMs?: number
  signal?: AbortSignal
  /** Auth calls (login, signup) answer 401 for bad input: no refresh then. */
  skipAuthRefresh?: boolean
  headers?: HeadersInit
}

export type ApiClientAuth = {
  getAccessToken: () => string | null
  getRefreshToken: () => string | null
  /** Stores the new access token and the rotated refresh token. */
  onRefreshed: (response: RefreshTokenResponse) => void
  /** Re-reads tokens that another tab may have stored meanwhile. */
  reload?: () => void
}

/** Runs `task` while no other tab of this site runs one under the same lock. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>

/** The Web Locks API where the browser has it; else only this tab's order. */
const browserRefreshLock: RefreshLock = async (task) =>
  globalThis.navigator?.locks
    ? ((await globalThis.navigator.locks.request(
        'kiln-token-refresh',
        task
      )) as Awaited<ReturnType<typeof task>>)
    : task()

export type ApiClientDeps = {
  baseUrl?: string
  auth: ApiClientAuth
  /** Called when a request is still unauthorized after one refresh. */
  onUnauthorized?: () => void
  onMetric?: (metric: ApiMetric) => void
  fetch?: typeof fetch
  /** Serializes refreshes across tabs (default: Web Locks). */
  refreshLock?: RefreshLock
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * The API client of docs/product.md §7: Bearer auth, JSON or FormData bodies, one token
 * refresh and one retry on 401/403. It has no UI side effects; it throws.
 */
export function createApiClient(deps: ApiClientDeps) {
  const { baseUrl = '/api', auth, onUnauthorized, onMetric } = deps
  const refreshLock = deps.refreshLock ?? browserRefreshLock
  const doFetch = deps.fetch ?? ((...args) => globalThis.fetch(...args))
  let refreshing: Promise<boolean> | null = null

  function buildUrl(path: string, query?: RequestOptions['query']) {
    const origin = globalThis.location?.origin ?? 'http://localhost'
    const url = new URL(baseUrl + path, origin)
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    return url
  }

  /** `stream` leaves an ok response's body unread, for `open`. */
  async function send(path: string, options: RequestOptions, stream = false) {
    const method = options.method ?? 'GET'
    const url = buildUrl(path, options.query)
    const headers = new Headers(options.headers)
    const token = auth.getAccessToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    let body: BodyInit | undefined
    if (options.body instanceof FormData) body = options.body
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(options.body)
    }
    const signals = [options.signal].filter((s) => s !== undefined)
    if (options.timeoutMs) signals.push(AbortSignal.timeout(options.timeoutMs))
    const started = performance.now()
    const metric = (
      statusCode: number | null,
      length: number,
      error: string | null
    ) =>
      onMetric?.({
        path,
        query: url.search,
        method,
        statusCode,
        responseTime: Math.round(performance.now() - started),
        bodyLength: length,
        error,
      })
    try {
      const response = await doFetch(url, {
        method,
        headers,
        body,
        signal: signals.length ? AbortSignal.any(signals) : undefined,
      })
      if (stream && response.ok) {
        metric(response.status, 0, null)
        return { response, data: null }
      }
      const text = await response.text()
      const data = safeJsonParse(text)
      metric(
        response.status,
        text.length,
        response.ok ? null : response.statusText
      )
      return { response, data }
    } catch (error) {
      metric(null, 0, error instanceof Error ? error.message : String(error))
      throw error
    }
  }

  /**
   * Refresh tokens rotate and a spent one sent again ends the session, so
   * tabs take turns: a tab that finds the token changed while it waited
   * uses the one the other tab stored instead of spending the old one.
   */
  async function refresh() {
    const before = auth.getRefreshToken()
    if (!before) return false
    return refreshLock(async () => {
      auth.reload?.()
      const refreshToken = auth.getRefreshToken()
      if (!refreshToken) return false
      if (refreshToken !== before) return true
      const { response, data } = await send('/refresh-token', {
        method: 'POST',
        body: { refreshToken },
      })
      if (!response.ok) {
        logger.warn('Token refresh failed:', response.status)
        return false
      }
      auth.onRefreshed(data as RefreshTokenResponse)
      return true
    })
  }

  /** One refresh at a time: parallel 401s share it. */
  function refreshOnce() {
    refreshing ??= refresh()
      .catch((error: unknown) => {
        logger.warn('Token refresh failed:', error)
        return false
      })
      .finally(() => (refreshing = null))
    return refreshing
  }

  /** The response after one refresh on 401/403; throws ApiError unless ok. */
  async function fetchResponse(
    path: string,
    options: RequestOptions,
    stream = false
  ) {
    let { response, data } = await send(path, options, stream)
    const isAuthFailure = response.status === 401 || response.status === 403
    if (isAuthFailure && !options.skipAuthRefresh) {
      if (!(await refreshOnce())) {
        onUnauthorized?.()
        throw new Error('Unauthorized')
      }
      ;({ response, data } = await send(path, options, stream))
      if (response.status === 401) {
        onUnauthorized?.()
        throw new Error('Unauthorized')
      }
    }
    if (!response.ok) {
      throw new ApiError({
        status: response.status,
        statusText: response.statusText,
        data,
        headers: response.headers,
      })
    }
    return { response, data }
  }

  async function request<T>(path: string, options: RequestOptions = {}) {
    return (await fetchResponse(path, options)).data as T
  }

  /**
   * The body of a response the caller reads itself (event streams, file
   * downloads), with the same auth and refresh as every other request.
   */
  async function open(
    path: string,
    options: RequestOptions = {}
  ): Promise<Response> {
    return (await fetchResponse(path, options, true)).response
  }

  return {
    request,
    open,
    /** Exposed for the scheduled refresh (docs/product.md §4). */
    refresh: refreshOnce,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  }
}
