import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  gitInPool,
  GitOperationFailed,
  type GitLimits,
  type GitOp,
  type GitOpValue,
  type GitRemoteSpec,
} from '@kiln/builder/git'
import { IMPORT_LIMITS } from '@kiln/contract/project-import'
import { AppError } from '../../../lib/app-error'
import { OutboundError, type GuardedFetch } from '../../outbound'

/** Where a repository is and how to read it; the token never goes into the URL. */
export type GitRemote = { url: string; token?: string }

/** The Authorization header for a token, or `user:token` (Bitbucket, some GitLab setups). */
export function authHeaders(token: string | undefined): Record<string, string> {
  if (!token) return {}
  const colon = token.indexOf(':')
  const [user, password] =
    colon > 0
      ? [token.slice(0, colon), token.slice(colon + 1)]
      : ['x-access-token', token]
  const basic = Buffer.from(`${user}:${password}`).toString('base64')
  return { Authorization: `Basic ${basic}` }
}

/** A scratch Git directory for `run`, removed afterwards whatever happens. */
export async function withScratchRepo<T>(
  run: (dir: string) => Promise<T>
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-git-'))
  try {
    return await run(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const GIT_MESSAGES = {
  NEEDS_TOKEN:
    'This repository needs a token: add a personal access token that can read it.',
  TOKEN_REFUSED:
    'The Git server refused the token: check that it is valid, not expired, and can read this repository.',
  FORBIDDEN:
    'The Git server does not allow this token to do that: check its permissions.',
  NOT_FOUND:
    'No Git repository was found at this address (or the token cannot see it).',
  NOT_GIT: 'The address did not answer as a Git server over HTTP(S).',
  TIMEOUT: 'The Git server took too long: Kiln stopped after 90 seconds.',
  TOO_LARGE: `The repository is larger than ${Math.round(IMPORT_LIMITS.maxArchiveBytes / (1024 * 1024))} MB, the most Kiln fetches.`,
} as const

/**
 * One clear 4xx for whatever a Git operation threw: the outbound guard's
 * refusal, an HTTP status, a missing ref. Built from fixed texts only: the
 * server's answer and the token never reach the message.
 */
export function gitError(
  error: unknown,
  context: { token?: string; ref?: string }
): AppError {
  if (error instanceof AppError) return error
  if (error instanceof GitOperationFailed && error.refused)
    return new AppError(STATUS_CODES[error.refused.status], {
      message: error.refused.message,
    })
  const outbound =
    error instanceof OutboundError
      ? error
      : (error as { cause?: unknown }).cause instanceof OutboundError
        ? ((error as { cause: OutboundError }).cause as OutboundError)
        : null
  if (outbound) {
    if (
      outbound.category === 'BLOCKED_DESTINATION' ||
      outbound.category === 'INVALID_URL'
    )
      return new AppError('DESTINATION_NOT_ALLOWED', {
        message: outbound.message,
      })
    if (outbound.category === 'TOO_LARGE')
      return new AppError('PAYLOAD_TOO_LARGE', {
        message: GIT_MESSAGES.TOO_LARGE,
      })
    return new AppError('UPSTREAM_FAILED', { message: outbound.message })
  }
  const { code, data, name } = error as {
    code?: string
    name?: string
    data?: { statusCode?: number; ref?: string; what?: string }
  }
  if (name === 'TimeoutError' || name === 'AbortError')
    return new AppError('UPSTREAM_FAILED', { message: GIT_MESSAGES.TIMEOUT })
  if (code === 'HttpError') {
    const status = data?.statusCode
    const message =
      status === 401
        ? context.token
          ? GIT_MESSAGES.TOKEN_REFUSED
          : GIT_MESSAGES.NEEDS_TOKEN
        : status === 403
          ? context.token
            ? GIT_MESSAGES.FORBIDDEN
            : GIT_MESSAGES.NEEDS_TOKEN
          : status === 404
            ? GIT_MESSAGES.NOT_FOUND
            : `The Git server answered with HTTP ${status ?? 'an error'}.`
    return new AppError('UPSTREAM_FAILED', { message })
  }
  if (code === 'NotFoundError' && context.ref)
    return new AppError('UPSTREAM_FAILED', {
      message: `The repository has no branch or tag "${context.ref}".`,
    })
  if (code === 'NotFoundError')
    return new AppError('UPSTREAM_FAILED', {
      message: 'The repository has no commits yet.',
    })
  if (code === 'SmartHttpError' || code === 'EmptyServerResponseError')
    return new AppError('UPSTREAM_FAILED', { message: GIT_MESSAGES.NOT_GIT })
  return new AppError('UPSTREAM_FAILED', {
    message: 'Kiln could not read the repository.',
  })
}

const STATUS_CODES = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UPSTREAM_FAILED',
} as const

/** The remote as a Git worker takes it: the token goes into a header, never the URL. */
export const remoteSpec = (remote: GitRemote): GitRemoteSpec => ({
  url: remote.url,
  headers: authHeaders(remote.token),
})

/**
 * Runs a Git operation in a build worker (`@kiln/builder/git`): its HTTP
 * requests go through the outbound guard here, each response within the
 * clone's byte bound, all of them within its time limit; the worker is
 * stopped a little after that. A failure becomes one clear 4xx.
 */
export async function runGit<K extends GitOp['op']>(
  fetch: GuardedFetch | null,
  op: Extract<GitOp, { op: K }>,
  context: { token?: string; ref?: string } = {},
  limits?: GitLimits
): Promise<GitOpValue[K]> {
  const signal = AbortSignal.timeout(IMPORT_LIMITS.cloneTimeoutMs)
  try {
    return await gitInPool(op, {
      timeLimitMs: IMPORT_LIMITS.cloneTimeoutMs + 15_000,
      ...(limits ? { limits } : {}),
      ...(fetch
        ? {
            fetch: (url, init) =>
              fetch(url, {
                ...init,
                maxBytes: IMPORT_LIMITS.maxArchiveBytes,
                timeoutMs: IMPORT_LIMITS.cloneTimeoutMs,
                signal,
              }),
          }
        : {}),
    })
  } catch (error) {
    throw gitError(error, context)
  }
}
