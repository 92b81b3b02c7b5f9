import type { FlatEntry, GitLimits, Signature } from '@kiln/builder/git'
import type { BuildTaskRow, ProjectGitRemoteRow } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'
import type { FilesVersionInput } from '../../build-tasks'
import type { GuardedFetch } from '../../outbound'
import { runGit, withScratchRepo, type GitRemote } from '../../project-import'
import type { SyncedFields } from '../git-sync.repo'
import { mergeProjects } from './merge-files'
import { branchTip, fetchBranch, pushCommit } from './remote-ops'

export type SyncDeps = {
  fetch: GuardedFetch
  /** What a fetch may bring (GIT_MAX_UNPACKED_MB). */
  gitLimits: GitLimits
  now: () => Date
  headOf: (projectId: string) => Promise<string | null | undefined>
  versionsOf: (projectId: string) => Promise<BuildTaskRow[]>
  filesOf: (taskId: string) => Promise<Record<string, string>>
  filesVersion: (
    userId: string,
    input: FilesVersionInput
  ) => Promise<{ _id: string }>
  authorOf: (userId: string) => Promise<Signature>
}

/** How many Kiln versions one sync pushes as separate commits (older ones go in one). */
const MAX_CHAIN = 20

/** The commit message of a version: its summary, and the version id as a trailer. */
export function commitMessage(task: Pick<BuildTaskRow, 'id' | 'prompt'>) {
  const subject =
    task.prompt.split('\n')[0]!.trim().slice(0, 72) || 'Kiln version'
  return `${subject}\n\nKiln-Version: ${task.id}\n`
}

/** The remote's files Kiln holds, and the entries it keeps as they are (read in a build worker). */
const remoteSide = (dir: string, tip: string) =>
  runGit(null, { op: 'remote-side', dir, tip })

/** The first line of a commit's message. */
const subjectOf = (dir: string, oid: string) =>
  runGit(null, { op: 'commit-subject', dir, oid })

/** Whether the fetched history holds `oid` (a rewritten branch may not). */
const hasCommit = (dir: string, oid: string) =>
  runGit(null, { op: 'has-commit', dir, oid })

/** A commit of `files` and the remote's `kept` entries on `parents`, written in a build worker. */
const commitFiles = (
  dir: string,
  commit: {
    files: Readonly<Record<string, string>>
    kept: FlatEntry[]
    parents: string[]
    message: string
    author: Signature
    at: Date
  }
) =>
  runGit(null, {
    op: 'commit-files',
    dir,
    files: Object.entries(commit.files),
    kept: commit.kept,
    parents: commit.parents,
    message: commit.message,
    author: commit.author,
    at: commit.at.getTime(),
  })

const sameFiles = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([path, content]) => b[path] === content)

/** The versions from the last synced one to `head`, oldest first (just `head` when the line is broken, e.g. by a restore). */
function versionsSince(
  rows: BuildTaskRow[],
  head: string,
  row: ProjectGitRemoteRow
) {
  const byId = new Map(rows.map((task) => [task.id, task]))
  const stops = new Set([row.syncedTaskId, row.headAtSync])
  const chain: BuildTaskRow[] = []
  let id: string | null = head
  while (id && !stops.has(id) && chain.length < MAX_CHAIN) {
    const task = byId.get(id)
    if (!task) break
    chain.unshift(task)
    id = task.parentTaskId
  }
  const complete = id !== null && stops.has(id)
  const headRow = byId.get(head)!
  const line = complete ? chain : [headRow]
  return line.filter((task) => task.status === 'COMPLETED' || task.id === head)
}

/**
 * One sync of a project with its branch (README, "Import and Git"): fetch
 * the branch; push Kiln's new versions as commits; bring outside commits
 * in as a new version; when both moved, merge three-way, or on a conflict
 * push Kiln's version to `kiln/<short-id>` and leave the head alone.
 * Never force-pushes. Answers what to record on the row.
 */
export async function syncProject(
  deps: SyncDeps,
  row: ProjectGitRemoteRow,
  remote: GitRemote
): Promise<SyncedFields> {
  const head = (await deps.headOf(row.projectId)) ?? null
  const branch = row.branch
  const done = (fields: SyncedFields): SyncedFields => ({
    status: 'idle',
    lastError: null,
    conflictBranch: null,
    lastSyncedAt: deps.now(),
    ...fields,
  })
  return withScratchRepo(async (dir) => {
    const tip = await fetchBranch(deps, dir, remote, branch)
    const author = await deps.authorOf(row.userId)
    const commitVersions = async (
      versions: BuildTaskRow[],
      parent: string | null,
      kept: FlatEntry[]
    ) => {
      let last = parent
      for (const task of versions) {
        last = await commitFiles(dir, {
          files: await deps.filesOf(task.id),
          kept,
          parents: last ? [last] : [],
          message: commitMessage(task),
          author,
          at: task.finishedAt ?? deps.now(),
        })
      }
      return last!
    }
    const pull = async (
      oid: string,
      files: Record<string, string>,
      leftOut: string[],
      prompt: string
    ) => {
      const task = await deps.filesVersion(row.userId, {
        project: { id: row.projectId },
        files: Object.entries(files),
        prompt,
        ...(leftOut.length
          ? {
              note: `Left out ${leftOut.length} files a Kiln project cannot hold (they stay in Git): ${leftOut.slice(0, 5).join('; ')}`,
            }
          : {}),
      })
      return done({
        remoteCommit: oid,
        syncedTaskId: task._id,
        headAtSync: head,
      })
    }

    if (tip === null) {
      if (row.remoteCommit !== null) {
        return {
          status: 'error',
          lastError: `The branch ${branch} is gone from the remote: connect again to push the project to it.`,
        }
      }
      // Connect to an empty branch: Kiln's head becomes its first commit.
      if (!head) return done({})
      const rows = await deps.versionsOf(row.projectId)
      const commit = await commitVersions(
        [rows.find((task) => task.id === head)!],
        null,
        []
      )
      await pushCommit(deps.fetch, dir, remote, commit, branch)
      return done({
        remoteCommit: commit,
        syncedTaskId: head,
        headAtSync: head,
      })
    }

    const remoteMoved = tip !== row.remoteCommit
    const kilnMoved =
      row.remoteCommit !== null &&
      head !== null &&
      head !== row.headAtSync &&
      head !== row.syncedTaskId
    if (!remoteMoved && !kilnMoved) return done({})
    const theirs = await remoteSide(dir, tip)

    if (row.remoteCommit === null || !kilnMoved) {
      // Connect to a branch with commits, or outside commits only: a new
      // version, unless Kiln already holds exactly those files.
      if (head && sameFiles(theirs.files, await deps.filesOf(head)))
        return done({ remoteCommit: tip, syncedTaskId: head, headAtSync: head })
      const subject = await subjectOf(dir, tip)
      return pull(
        tip,
        theirs.files,
        theirs.leftOut,
        `Pulled from ${branch}: ${subject}`
      )
    }

    const versions = versionsSince(
      await deps.versionsOf(row.projectId),
      head!,
      row
    )
    if (!remoteMoved) {
      const commit = await commitVersions(versions, tip, theirs.kept)
      await pushCommit(deps.fetch, dir, remote, commit, branch)
      return done({
        remoteCommit: commit,
        syncedTaskId: head,
        headAtSync: head,
      })
    }

    // Both moved: merge, or put Kiln's version on a side branch.
    const base = row.syncedTaskId ? await deps.filesOf(row.syncedTaskId) : {}
    const ours = await deps.filesOf(head!)
    const merged = mergeProjects(base, ours, theirs.files)
    const known = (await hasCommit(dir, row.remoteCommit))
      ? row.remoteCommit
      : tip
    const ourCommit = await commitVersions(versions, known, theirs.kept)
    if (merged.conflicts.length > 0) {
      const side = `kiln/${head!.slice(0, 8)}`
      if (!(await branchTip(deps.fetch, remote, side)))
        await pushCommit(deps.fetch, dir, remote, ourCommit, side)
      const shown = merged.conflicts.slice(0, 5).join(', ')
      return {
        status: 'conflict',
        conflictBranch: side,
        lastError: `Kiln and ${branch} both changed ${shown}${merged.conflicts.length > 5 ? ' and more' : ''}. Kiln's version is on the branch ${side}: merge it into ${branch}, then pull.`,
        lastSyncedAt: deps.now(),
      }
    }
    const mergeCommit = await commitFiles(dir, {
      files: merged.files,
      kept: theirs.kept,
      parents: [tip, ourCommit],
      message: `Merge Kiln's changes into ${branch}\n\nKiln-Version: ${head}\n`,
      author,
      at: deps.now(),
    })
    await pushCommit(deps.fetch, dir, remote, mergeCommit, branch)
    const task = await deps.filesVersion(row.userId, {
      project: { id: row.projectId },
      files: Object.entries(merged.files),
      prompt: `Merged changes from ${branch}`,
    })
    return done({
      remoteCommit: mergeCommit,
      syncedTaskId: task._id,
      headAtSync: head,
    })
  })
}

/** What a failed sync records: the error's words (fixed texts, never a token) and the error state. */
export function failedSync(error: unknown): SyncedFields {
  const message =
    error instanceof AppError
      ? error.message
      : 'Kiln could not sync with the remote. It tries again at the next check.'
  return { status: 'error', lastError: message }
}
