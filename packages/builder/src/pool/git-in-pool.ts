import { MessageChannel } from 'node:worker_threads'
import { serveGitHttp, type GitFetch } from '../git/git-http-bridge.ts'
import { DEFAULT_GIT_LIMITS, type GitLimits } from '../git/git-limits.ts'
import type {
  GitFailure,
  GitOp,
  GitOpResult,
  GitOpValue,
} from '../git/git-op.ts'
import { PoolLimitError, runGitTask } from './build-pool.ts'

/**
 * A Git operation that failed in the worker. `refused`: a bound or the
 * import's rules said no (a 4xx with these words). Otherwise it carries
 * what Git threw (`code`, `name`, `data.statusCode`); `cause` is the
 * caller's own `fetch` error when a request failed on this thread.
 */
export class GitOperationFailed extends Error {
  readonly refused?: { status: 400 | 413 | 415 | 422; message: string }
  readonly code?: string
  readonly data?: { statusCode?: number }

  constructor(failure: GitFailure, cause?: unknown) {
    super(
      failure.kind === 'refused'
        ? failure.message
        : 'The Git operation failed.',
      cause === undefined ? {} : { cause }
    )
    if (failure.kind === 'refused') {
      this.refused = { status: failure.status, message: failure.message }
    } else {
      if (failure.code) this.code = failure.code
      if (failure.name) this.name = failure.name
      if (failure.data) this.data = failure.data
    }
  }
}

/**
 * Runs a Git operation in a build worker: isomorphic-git, the pack's
 * inflation and indexing, tree walks and object writes never run on this
 * thread. `fetch` makes its HTTP requests here (the caller's outbound guard
 * and limits); the whole operation is stopped after `timeLimitMs`.
 */
export async function gitInPool<K extends GitOp['op']>(
  op: Extract<GitOp, { op: K }>,
  options: { fetch?: GitFetch; timeLimitMs: number; limits?: GitLimits }
): Promise<GitOpValue[K]> {
  const channel = options.fetch ? new MessageChannel() : null
  const bridge =
    channel && options.fetch ? serveGitHttp(channel.port1, options.fetch) : null
  let result: GitOpResult<GitOpValue[K]>
  try {
    result = await runGitTask<GitOpResult<GitOpValue[K]>>(
      {
        kind: 'git',
        op,
        limits: options.limits ?? DEFAULT_GIT_LIMITS,
        ...(channel ? { port: channel.port2 } : {}),
      },
      options.timeLimitMs
    )
  } catch (error) {
    if (error instanceof PoolLimitError)
      throw new GitOperationFailed({
        kind: 'refused',
        status: 413,
        message: error.message,
      })
    throw error
  } finally {
    bridge?.close()
  }
  if (result.ok) return result.value
  const failedHere = bridge?.failed()
  if (failedHere !== undefined && result.failure.kind === 'git')
    throw failedHere
  throw new GitOperationFailed(result.failure)
}
