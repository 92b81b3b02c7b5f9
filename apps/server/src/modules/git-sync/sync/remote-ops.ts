import type { GitLimits } from '@kiln/builder/git'
import { AppError } from '../../../lib/app-error'
import type { GuardedFetch } from '../../outbound'
import { remoteSpec, runGit, type GitRemote } from '../../project-import'

/** The push was refused because the branch moved meanwhile: sync again. */
export class RemoteMovedError extends Error {}

const contextOf = (remote: GitRemote) =>
  remote.token ? { token: remote.token } : {}

/**
 * Whether the remote answers with these credentials, and the tip of
 * `branch` (null when the branch or the whole repository is empty).
 * Throws a clear 4xx AppError otherwise.
 */
export function branchTip(
  fetch: GuardedFetch,
  remote: GitRemote,
  branch: string,
  forPush = false
): Promise<string | null> {
  return runGit(
    fetch,
    { op: 'tip', remote: remoteSpec(remote), branch, forPush },
    contextOf(remote)
  )
}

/** A scratch repository with `branch`'s whole history fetched (in a build worker); its tip, or null for an empty branch. */
export function fetchBranch(
  deps: { fetch: GuardedFetch; gitLimits: GitLimits },
  dir: string,
  remote: GitRemote,
  branch: string
): Promise<string | null> {
  return runGit(
    deps.fetch,
    { op: 'fetch-branch', dir, remote: remoteSpec(remote), branch },
    { ...contextOf(remote), ref: branch },
    deps.gitLimits
  )
}

/**
 * Pushes commit `oid` to `branch`, never forced: a branch that moved since
 * the fetch refuses it (RemoteMovedError).
 */
export async function pushCommit(
  fetch: GuardedFetch,
  dir: string,
  remote: GitRemote,
  oid: string,
  branch: string
): Promise<void> {
  const outcome = await runGit(
    fetch,
    { op: 'push', dir, remote: remoteSpec(remote), oid, branch },
    contextOf(remote)
  )
  if (outcome === 'moved') throw new RemoteMovedError('The branch moved.')
  if (outcome === 'refused')
    throw new AppError('UPSTREAM_FAILED', {
      message: 'Kiln could not read the repository.',
    })
}
