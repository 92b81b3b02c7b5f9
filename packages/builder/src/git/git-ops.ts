import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@kiln/contract/project-import'
import git, { type HttpClient, type TreeEntry } from 'isomorphic-git'
import {
  isIgnoredPath,
  selectImportFiles,
  type ImportedFiles,
  type ImportEntry,
} from '../import/import-files.ts'
import { type boundedFs } from './bounded-fs.ts'
import { GitLimitError, type GitLimits } from './git-limits.ts'
import type { FlatEntry, GitRemoteSpec, Signature } from './git-op.ts'

const SYMLINK_MODE = '120000'
const SUBMODULE_MODE = '160000'

type Fs = ReturnType<typeof boundedFs>

/** What one operation runs with: the bounded file system and the bridged HTTP client. */
export type GitContext = { fs: Fs; http: HttpClient; limits: GitLimits }

/**
 * A shallow clone of one branch or tag (the default branch without `ref`)
 * into `dir`, without a working tree; answers the commit it points at.
 */
export async function cloneShallow(
  ctx: GitContext,
  dir: string,
  remote: GitRemoteSpec & { ref?: string }
): Promise<string> {
  await git.clone({
    fs: ctx.fs,
    http: ctx.http,
    dir,
    url: remote.url,
    ...(remote.ref ? { ref: remote.ref } : {}),
    singleBranch: true,
    depth: 1,
    noCheckout: true,
    noTags: true,
    headers: { ...remote.headers },
  })
  return git.resolveRef({ fs: ctx.fs, dir, ref: 'HEAD' })
}

/**
 * The files of commit `oid` under `subdir`, as import entries, read from
 * the object store: blobs are read as the tree is walked (ignored folders
 * never), and the walk stops past IMPORT_LIMITS.
 */
export async function readCommitFiles(
  fs: Fs,
  dir: string,
  oid: string,
  options: { subdir?: string } = {}
): Promise<ImportEntry[]> {
  const entries: ImportEntry[] = []
  const subdir = (options.subdir ?? '').replace(/^\/+|\/+$/g, '')
  let bytes = 0
  const visit = async (treeOid: string, prefix: string) => {
    const { tree } = await git.readTree({ fs, dir, oid: treeOid })
    for (const item of tree) {
      const path = `${prefix}${item.path}`
      if (isIgnoredPath(path)) continue
      if (entries.length >= IMPORT_LIMITS.maxFiles)
        throw new GitLimitError(413, IMPORT_MESSAGES.TOO_MANY_FILES)
      if (item.type === 'tree') {
        await visit(item.oid, `${path}/`)
      } else if (item.mode === SYMLINK_MODE) {
        entries.push({
          path,
          kind: 'symlink',
          size: 0,
          read: () => new Uint8Array(),
        })
      } else if (item.mode === SUBMODULE_MODE || item.type !== 'blob') {
        entries.push({
          path,
          kind: 'other',
          size: 0,
          read: () => new Uint8Array(),
        })
      } else {
        const { blob } = await git.readBlob({ fs, dir, oid: item.oid })
        bytes += blob.byteLength
        if (bytes > IMPORT_LIMITS.maxBytes)
          throw new GitLimitError(413, IMPORT_MESSAGES.TOO_MANY_BYTES)
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
      throw new GitLimitError(422, `The repository has no folder "${subdir}".`)
    }
  }
  await visit(root, '')
  return entries
}

/** The project a shallow clone of `remote` holds, as Kiln imports it. */
export async function importRepository(
  ctx: GitContext,
  dir: string,
  remote: GitRemoteSpec & { ref?: string; subdir?: string }
): Promise<ImportedFiles> {
  const oid = await cloneShallow(ctx, dir, remote)
  const entries = await readCommitFiles(ctx.fs, dir, oid, {
    ...(remote.subdir ? { subdir: remote.subdir } : {}),
  })
  return selectImportFiles(entries, { symlinks: 'skip', stripTopFolder: false })
}

/** The tip of `branch` on the remote, or null when it (or the whole repository) is empty. */
export async function branchTip(
  ctx: GitContext,
  remote: GitRemoteSpec,
  branch: string,
  forPush: boolean
): Promise<string | null> {
  const refs = await git.listServerRefs({
    http: ctx.http,
    url: remote.url,
    headers: { ...remote.headers },
    prefix: `refs/heads/${branch}`,
    forPush,
    // receive-pack speaks protocol v0/v1 only; asking for v2 makes some
    // servers (git http-backend) drop the service line
    protocolVersion: forPush ? 1 : 2,
  })
  return refs.find((ref) => ref.ref === `refs/heads/${branch}`)?.oid ?? null
}

/** A scratch repository with `branch`'s whole history fetched; its tip, or null for an empty branch. */
export async function fetchBranch(
  ctx: GitContext,
  dir: string,
  remote: GitRemoteSpec,
  branch: string
): Promise<string | null> {
  await git.init({ fs: ctx.fs, dir, defaultBranch: branch })
  await git.addRemote({ fs: ctx.fs, dir, remote: 'origin', url: remote.url })
  const tip = await branchTip(ctx, remote, branch, false)
  if (!tip) return null
  const result = await git.fetch({
    fs: ctx.fs,
    http: ctx.http,
    dir,
    remote: 'origin',
    ref: branch,
    singleBranch: true,
    tags: false,
    headers: { ...remote.headers },
  })
  return result.fetchHead
}

/**
 * Pushes commit `oid` to `branch`, never forced: 'moved' when the branch
 * moved since the fetch, 'refused' when the server said no otherwise.
 */
export async function pushCommit(
  ctx: GitContext,
  dir: string,
  remote: GitRemoteSpec,
  oid: string,
  branch: string
): Promise<'ok' | 'moved' | 'refused'> {
  const local = `refs/heads/kiln-push-${branch.replace(/[^\w-]/g, '-')}`
  await git.writeRef({ fs: ctx.fs, dir, ref: local, value: oid, force: true })
  let result
  try {
    result = await git.push({
      fs: ctx.fs,
      http: ctx.http,
      dir,
      url: remote.url,
      ref: local,
      remoteRef: `refs/heads/${branch}`,
      force: false,
      headers: { ...remote.headers },
    })
  } catch (error) {
    if ((error as { code?: string }).code === 'PushRejectedError')
      return 'moved'
    throw error
  }
  if (result.ok) return 'ok'
  const status = result.refs[`refs/heads/${branch}`]
  return status?.error?.includes('fast-forward') ||
    status?.error?.includes('fetch first')
    ? 'moved'
    : 'refused'
}

/** Every non-tree entry of commit or tree `oid`, at its full path. */
async function flatTree(
  fs: Fs,
  dir: string,
  oid: string
): Promise<FlatEntry[]> {
  const out: FlatEntry[] = []
  const visit = async (treeOid: string, prefix: string) => {
    const { tree } = await git.readTree({ fs, dir, oid: treeOid })
    for (const entry of tree) {
      const path = `${prefix}${entry.path}`
      if (entry.type === 'tree') await visit(entry.oid, `${path}/`)
      else
        out.push({ path, mode: entry.mode, oid: entry.oid, type: entry.type })
    }
  }
  await visit(oid, '')
  return out
}

/** The remote's files Kiln holds at `tip`, and the entries it keeps as they are. */
export async function remoteSide(fs: Fs, dir: string, tip: string) {
  const entries = await readCommitFiles(fs, dir, tip)
  let imported: ImportedFiles
  try {
    imported = selectImportFiles(entries, {
      symlinks: 'skip',
      stripTopFolder: false,
    })
  } catch {
    imported = { files: [], leftOut: [], name: null }
  }
  const files = Object.fromEntries(imported.files) as Record<string, string>
  const kept = (await flatTree(fs, dir, tip)).filter(
    (entry) => files[entry.path] === undefined
  )
  return { files, kept, leftOut: imported.leftOut }
}

const DATA_URL = /^data:[^,]*?(;base64)?,/

/** A Kiln file's bytes: text as UTF-8, an upload's `data:` URL decoded. */
function bytesOf(content: string): Buffer {
  const data = DATA_URL.exec(content)
  if (!data) return Buffer.from(content, 'utf8')
  const payload = content.slice(data[0].length)
  return data[1]
    ? Buffer.from(payload, 'base64')
    : Buffer.from(decodeURIComponent(payload))
}

type Node = { entries: Map<string, TreeEntry>; dirs: Map<string, Node> }
const newNode = (): Node => ({ entries: new Map(), dirs: new Map() })

/**
 * Writes a tree holding `files` (Kiln's, path -> content) and the `kept`
 * entries of the remote Kiln does not hold (lockfiles, build output,
 * binaries it left out...); answers the tree's oid.
 */
async function writeFilesTree(
  fs: Fs,
  dir: string,
  files: [string, string][],
  kept: FlatEntry[]
): Promise<string> {
  const root = newNode()
  const held = new Set(files.map(([path]) => path))
  const place = (path: string, entry: Omit<TreeEntry, 'path'>) => {
    const parts = path.split('/')
    let node = root
    for (const part of parts.slice(0, -1)) {
      let next = node.dirs.get(part)
      if (!next) node.dirs.set(part, (next = newNode()))
      node = next
    }
    const name = parts[parts.length - 1]!
    node.entries.set(name, { ...entry, path: name })
  }
  for (const entry of kept) {
    if (!held.has(entry.path))
      place(entry.path, { mode: entry.mode, oid: entry.oid, type: entry.type })
  }
  for (const [path, content] of files) {
    const oid = await git.writeBlob({ fs, dir, blob: bytesOf(content) })
    place(path, { mode: '100644', oid, type: 'blob' })
  }
  const write = async (node: Node): Promise<string> => {
    const tree: TreeEntry[] = [...node.entries.values()]
    for (const [name, child] of node.dirs) {
      if (node.entries.has(name)) continue
      tree.push({
        mode: '040000',
        path: name,
        oid: await write(child),
        type: 'tree',
      })
    }
    return git.writeTree({ fs, dir, tree })
  }
  return write(root)
}

/** A commit of `files` (and the `kept` entries) on `parents`, by `author`, at `at`. */
export async function commitFiles(
  fs: Fs,
  dir: string,
  commit: {
    files: [string, string][]
    kept: FlatEntry[]
    parents: string[]
    message: string
    author: Signature
    at: number
  }
): Promise<string> {
  const tree = await writeFilesTree(fs, dir, commit.files, commit.kept)
  const who = {
    name: commit.author.name,
    email: commit.author.email,
    timestamp: Math.floor(commit.at / 1000),
    timezoneOffset: 0,
  }
  return git.writeCommit({
    fs,
    dir,
    commit: {
      message: commit.message.endsWith('\n')
        ? commit.message
        : `${commit.message}\n`,
      tree,
      parent: commit.parents,
      author: who,
      committer: who,
    },
  })
}

/** The first line of a commit's message. */
export async function commitSubject(fs: Fs, dir: string, oid: string) {
  const { commit } = await git.readCommit({ fs, dir, oid })
  return commit.message.split('\n')[0]!.trim().slice(0, 150)
}

/** Whether the fetched history holds `oid` (a rewritten branch may not). */
export async function hasCommit(fs: Fs, dir: string, oid: string) {
  try {
    await git.readCommit({ fs, dir, oid })
    return true
  } catch {
    return false
  }
}
