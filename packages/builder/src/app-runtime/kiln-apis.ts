/**
 * Calls to the app owner's custom APIs through Kiln's same-origin proxy
 * (`/data/apis/v1/<apiId>/<path>`): Kiln adds the stored credential on the
 * server, so the app never holds it, and the browser only talks to its own
 * origin.
 */
import { KilnDataError } from './kiln-http.ts'

export type ApiCallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** An object is sent as JSON; a string as it is. */
  body?: unknown
  headers?: Record<string, string>
}

/** The answer as JSON when the API sends JSON, else as text; KilnDataError on 4xx/5xx. */
export async function callApi<T = unknown>(
  apiId: string,
  path: string,
  options: ApiCallOptions = {}
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...options.headers,
  }
  let body: string | undefined
  if (typeof options.body === 'string') body = options.body
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] ??= 'application/json'
  }
  const rest = path.startsWith('/') || path === '' ? path : `/${path}`
  const res = await fetch(`/data/apis/v1/${encodeURIComponent(apiId)}${rest}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  })
  const text = await res.text()
  const isJson = (res.headers.get('content-type') ?? '').includes('json')
  let value: unknown = text
  if (isJson) {
    try {
      value = text ? JSON.parse(text) : null
    } catch {
      value = text
    }
  }
  if (!res.ok) {
    const kiln = (value as { error?: { message?: string } } | null)?.error
    throw new KilnDataError(
      kiln?.message ?? `The API answered with HTTP ${res.status}.`,
      res.status,
      kiln !== undefined
    )
  }
  return value as T
}
