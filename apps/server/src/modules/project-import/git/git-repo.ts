import fs from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ImportEntry } from '@kiln/builder/import'
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@kiln/contract/project-import'
import git from 'isomorphic-git'
import { AppError } from '../../../lib/app-error'
import { OutboundError, type GuardedFetch } from '../../outbound'
import { guardedGitHttp } from './git-http'

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

/** isomorphic-git's HTTP client for one operation: guarded, bounded, stopped after the clone time limit. */
export function gitHttp(fetch: GuardedFetch) {
  return guardedGitHttp(fetch, {
    maxBytes: IMPORT_LIMITS.maxArchiveBytes,
    timeoutMs: IMPORT_LIMITS.cloneTimeoutMs,
    signal: AbortSignal.timeout(IMPORT_LIMITS.cloneTimeoutMs),
  })
}

/**
 * A shallow clone of one branch or tag (the default branch without `ref`)
 * into `dir`, without a working tree; answers the commit it points at.
 */
export async function cloneShallow(
  fetch: GuardedFetch,
  dir: string,
  remote: GitRemote & { ref?: string }
): Promise<string> {
  try {
    await git.clone({
      fs,
      http: gitHttp(fetch),
      dir,
      url: remote.url,
      ...(remote.ref ? { ref: remote.ref } : {}),
      singleBranch: true,
      depth: 1,
      noCheckout: true,
      noTags: true,
      headers: authHeaders(remote.token),
    })
    return await git.resolveRef({ fs, dir, ref: 'HEAD' })
  } catch (error) {
    throw gitError(error, {
      ...(remote.token ? { token: remote.token } : {}),
      ...(remote.ref ? { ref: remote.ref } : {}),
    })
  }
}

const SYMLINK_MODE = '120000'
const SUBMODULE_MODE = '160000'

/**
 * The files of commit `oid` under `subdir`, as import entries, read from
 * the object store: blobs are read as the tree is walked (ignored folders
 * never), and the walk stops past IMPORT_LIMITS.
 */
export async function readCommitFiles(
  dir: string,
  oid: string,
  options: { subdir?: string; isIgnored: (path: string) => boolean }
): Promise<ImportEntry[]> {
  const entries: ImportEntry[] = []
  const subdir = (options.subdir ?? '').replace(/^\/+|\/+$/g, '')
  let bytes = 0
  const visit = async (treeOid: string, prefix: string) => {
    const { tree } = await git.readTree({ fs, dir, oid: treeOid })
    for (const item of tree) {
      const path = `${prefix}${item.path}`
      if (options.isIgnored(path)) continue
      if (entries.length >= IMPORT_LIMITS.maxFiles) {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          message: IMPORT_MESSAGES.TOO_MANY_FILES,
        })
      }
      if (item.type === 'tree') {
        await visit(item.oid, `${path}/`)
      } else if (item.mode === SYMLINK_MODE) {
        entries.push({
          path,
          kind: 'symlink',
          size: 0,
          read: () => Buffer.alloc(0),
        })
      } else if (item.mode === SUBMODULE_MODE || item.type !== 'blob') {
        entries.push({
          path,
          kind: 'other',
          size: 0,
          read: () => Buffer.alloc(0),
        })
      } else {
        const { blob } = await git.readBlob({ fs, dir, oid: item.oid })
        bytes += blob.byteLength
        if (bytes > IMPORT_LIMITS.maxBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', {
            message: IMPORT_MESSAGES.TOO_MANY_BYTES,
          })
        }
        entries.push({
          path,
          kind: 'file',
          size: blob.byteLength,
          read: () => blob,
        })
      }
    }
  }
  let root = oid
  if (subdir) {
    try {
      root = (await git.readTree({ fs, dir, oid, filepath: subdir })).oid
    } catch {
      throw new AppError('UPSTREAM_FAILED', {
        message: `The repository has no folder "${subdir}".`,
      })
    }
  }
  await visit(root, '')
  return entries
}
