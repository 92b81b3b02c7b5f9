import type { MessagePort } from 'node:worker_threads'
import { ImportRefused } from '../import/import-files.ts'
import { boundedFs } from './bounded-fs.ts'
import { bridgedGitHttp } from './git-http-bridge.ts'
import { GitLimitError, type GitLimits } from './git-limits.ts'
import type { GitFailure, GitOp, GitOpResult } from './git-op.ts'
import {
  branchTip,
  commitFiles,
  commitSubject,
  fetchBranch,
  hasCommit,
  importRepository,
  pushCommit,
  remoteSide,
} from './git-ops.ts'

function failureOf(error: unknown): GitFailure {
  if (error instanceof GitLimitError)
    return { kind: 'refused', status: error.status, message: error.message }
  if (error instanceof ImportRefused)
    return { kind: 'refused', ...error.problem }
  const { code, name, data, message } = (error ?? {}) as {
    message?: unknown
    code?: unknown
    name?: unknown
    data?: { statusCode?: unknown }
  }
  return {
    kind: 'git',
    ...(typeof message === 'string' ? { message: message.slice(0, 500) } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof data?.statusCode === 'number'
      ? { data: { statusCode: data.statusCode } }
      : {}),
  }
}

/** Runs one Git operation in this (worker) thread; its HTTP goes to the caller over `port`. */
export async function runGitOp(
  op: GitOp,
  limits: GitLimits,
  port: MessagePort | undefined
): Promise<GitOpResult<unknown>> {
  const fs = boundedFs(limits)
  const http = port
    ? bridgedGitHttp(port)
    : {
        request: () =>
          Promise.reject(new Error('No network for this operation.')),
      }
  const ctx = { fs, http, limits }
  try {
    const value = await (() => {
      switch (op.op) {
        case 'import':
          return importRepository(ctx, op.dir, {
            ...op.remote,
            ...(op.ref ? { ref: op.ref } : {}),
            ...(op.subdir ? { subdir: op.subdir } : {}),
          })
        case 'tip':
          return branchTip(ctx, op.remote, op.branch, op.forPush)
        case 'fetch-branch':
          return fetchBranch(ctx, op.dir, op.remote, op.branch)
        case 'push':
          return pushCommit(ctx, op.dir, op.remote, op.oid, op.branch)
        case 'remote-side':
          return remoteSide(fs, op.dir, op.tip)
        case 'commit-files':
          return commitFiles(fs, op.dir, op)
        case 'commit-subject':
          return commitSubject(fs, op.dir, op.oid)
        case 'has-commit':
          return hasCommit(fs, op.dir, op.oid)
      }
    })()
    return { ok: true, value }
  } catch (error) {
    return { ok: false, failure: failureOf(error) }
  } finally {
    port?.close()
  }
}
