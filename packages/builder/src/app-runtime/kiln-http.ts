/** Same-origin JSON calls to the preview host's data API. */
export class KilnDataError extends Error {
  constructor(
    message: string,
    readonly status: number
  ) {
    super(message)
  }
}

export const TOKEN_KEY = 'kiln-data-auth-token'

export async function call<T>(
  method: string,
  path: string,
  body?: unknown
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const token = localStorage.getItem(TOKEN_KEY)
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  const json = text ? (JSON.parse(text) as unknown) : {}
  if (!res.ok) {
    const err = (json as { error?: { message?: string } }).error
    throw new KilnDataError(
      err?.message ?? `Request failed (${res.status})`,
      res.status
    )
  }
  return json as T
}
