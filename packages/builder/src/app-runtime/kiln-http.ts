/** Same-origin JSON calls to the preview host's data API. */
import { readItem } from './kiln-storage.ts'

export class KilnDataError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** True when a Kiln data API answered (a JSON `{ error }` body). */
    readonly isFromApi = false
  ) {
    super(message)
  }
}

export const TOKEN_KEY = 'kiln-data-auth-token'

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {}
  } catch {
    return undefined
  }
}

export async function call<T>(
  method: string,
  path: string,
  body?: unknown
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const token = readItem(TOKEN_KEY)
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = parse(await res.text())
  const isJson = typeof json === 'object' && json !== null
  if (!res.ok || !isJson) {
    const err = isJson
      ? (json as { error?: { message?: string } }).error
      : undefined
    throw new KilnDataError(
      err?.message ?? `Request failed (${res.status})`,
      res.status,
      err !== undefined
    )
  }
  return json as T
}
