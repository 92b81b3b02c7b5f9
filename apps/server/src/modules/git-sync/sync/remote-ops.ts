import fs from 'node:fs'
import git from 'isomorphic-git'
import type { GuardedFetch } from '../../outbound'
import {
  authHeaders,
  gitError,
  gitHttp,
  type GitRemote,
} from '../../project-import'

/** The push was refused because the branch moved meanwhile: sync again. */
export class RemoteMovedError extends Error {}

const contextOf = (remote: GitRemote) =>
  remote.token ? { token: remote.token } : {}

/**
 * Whether the remote answers with these credentials, and the tip of
 * `branch` (null when the branch or the whole repository is empty).
 * Throws a clear 4xx AppError otherwise.
 */
export async function branchTip(
  fetch: GuardedFetch,
  remote: GitRemote,
  branch: string,
  forPush = false
): Promise<string | null> {
  try {
    const refs = await git.listServerRefs({
      http: gitHttp(fetch),
      url: remote.url,
      headers: authHeaders(remote.token),
      prefix: `refs/heads/${branch}`,
      forPush,
      // receive-pack speaks protocol v0/v1 only; asking for v2 makes some
      // servers (git http-backend) drop the service line
      protocolVersion: forPush ? 1 : 2,
    })
    return refs.find((ref) => ref.ref === `refs/heads/${branch}`)?.oid ?? null
  } catch (error) {
    throw gitError(error, contextOf(remote))
  }
}

/** A scratch repository with `branch`'s whole history fetched; its tip, or null for an empty branch. */
export async function fetchBranch(
  fetch: GuardedFetch,
  dir: string,
  remote: GitRemote,
  branch: string
): Promise<string | null> {
  await git.init({ fs, dir, defaultBranch: branch })
  await git.addRemote({ fs, dir, remote: 'origin', url: remote.url })
  const tip = await branchTip(fetch, remote, branch)
  if (!tip) return null
  try {
    const result = await git.fetch({
      fs,
      http: gitHttp(fetch),
      dir,
      remote: 'origin',
      ref: branch,
      singleBranch: true,
      tags: false,
      headers: authHeaders(remote.token),
    })
    return result.fetchHead
  } catch (error) {
    throw gitError(error, { ...contextOf(remote), ref: branch })
  }
}

/**
 * Pushes commit `oid` to `branch`, never forced: a branch that moved since
 * the fetch refuses it (RemoteMovedError). `expectNew` pushes a branch that
 * must not exist yet (a conflict's side branch).
 */
export async function pushCommit(
  fetch: GuardedFetch,
  dir: string,
  remote: GitRemote,
  oid: string,
  branch: string
): Promise<void> {
  const local = `refs/heads/kiln-push-${branch.replace(/[^\w-]/g, '-')}`
  await git.writeRef({ fs, dir, ref: local, value: oid, force: true })
  let result
  try {
    result = await git.push({
      fs,
      http: gitHttp(fetch),
      dir,
      url: remote.url,
      ref: local,
      remoteRef: `refs/heads/${branch}`,
      force: false,
      headers: authHeaders(remote.token),
    })
  } catch (error) {
    if ((error as { code?: string }).code === 'PushRejectedError')
      throw new RemoteMovedError('The branch moved.')
    throw gitError(error, contextOf(remote))
  }
  if (!result.ok) {
    const status = result.refs[`refs/heads/${branch}`]
    if (
      status?.error?.includes('fast-forward') ||
      status?.error?.includes('fetch first')
    )
      throw new RemoteMovedError('The branch moved.')
    throw gitError(
      Object.assign(new Error('push refused'), { code: 'PushRefused' }),
      contextOf(remote)
    )
  }
}
