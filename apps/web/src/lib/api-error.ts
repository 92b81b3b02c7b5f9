export type ApiErrorResponse = {
  status: number
  statusText: string
  /** Parsed JSON body, or null. */
  data: unknown
  headers: Headers
}

type ErrorBodyLike = { error?: { code?: unknown; message?: unknown } }

/** A non-ok API answer; `message` is the status text (docs/product.md §8). */
export class ApiError extends Error {
  readonly response: ApiErrorResponse

  constructor(response: ApiErrorResponse) {
    super(response.statusText || `HTTP ${response.status}`)
    this.name = 'ApiError'
    this.response = response
  }

  get status() {
    return this.response.status
  }

  /** The error code of a `{ error: { code, message } }` body. */
  get code() {
    const code = (this.response.data as ErrorBodyLike | null)?.error?.code
    return typeof code === 'string' ? code : undefined
  }

  /** The server's human message, when the body has one. */
  get userMessage() {
    const message = (this.response.data as ErrorBodyLike | null)?.error?.message
    return typeof message === 'string' ? message : undefined
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The best human message for any thrown value. */
export function getErrorMessage(
  error: unknown,
  fallback = 'Something went wrong'
) {
  if (isApiError(error)) return error.userMessage ?? error.message ?? fallback
  if (error instanceof Error && error.message) return error.message
  return fallback
}
