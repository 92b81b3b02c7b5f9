import { errorStatus, type ErrorCode } from '@kiln/contract/errors'

type AppErrorOptions = {
  /** Shown to the user; must say nothing internal. */
  message: string
  details?: unknown
  statusCode?: number
  headers?: Record<string, string>
  cause?: unknown
}

/** The one error type services throw; the error handler maps it to HTTP. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number
  readonly details?: unknown
  readonly headers?: Record<string, string>

  constructor(code: ErrorCode, options: AppErrorOptions) {
    super(options.message, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.statusCode = options.statusCode ?? errorStatus[code]
    this.details = options.details
    this.headers = options.headers
  }
}

export const isAppError = (error: unknown): error is AppError =>
  error instanceof AppError
