import type { ImportedFiles } from '../import/import-files.ts'

/**
 * A remote as the worker sees it: its URL and the headers that carry its
 * token (copied for each call: isomorphic-git writes Git-Protocol into them).
 */
export type GitRemoteSpec = { url: string; headers: Record<string, string> }

/** One entry of a commit's tree, flattened: a blob, link or submodule at its full path. */
export type FlatEntry = {
  path: string
  mode: string
  oid: string
  type: 'blob' | 'tree' | 'commit'
}

export type Signature = { name: string; email: string }

/** The remote's side of a sync: the files Kiln holds, the entries it keeps as they are. */
export type RemoteSide = {
  files: Record<string, string>
  kept: FlatEntry[]
  leftOut: string[]
}

/**
 * One Git operation run in a build worker (`dir` is a scratch repository
 * on disk: one sync's operations share it, whichever worker runs them).
 */
export type GitOp =
  | {
      op: 'import'
      dir: string
      remote: GitRemoteSpec
      ref?: string
      subdir?: string
    }
  | { op: 'tip'; remote: GitRemoteSpec; branch: string; forPush: boolean }
  | { op: 'fetch-branch'; dir: string; remote: GitRemoteSpec; branch: string }
  | {
      op: 'push'
      dir: string
      remote: GitRemoteSpec
      oid: string
      branch: string
    }
  | { op: 'remote-side'; dir: string; tip: string }
  | {
      op: 'commit-files'
      dir: string
      files: [string, string][]
      kept: FlatEntry[]
      parents: string[]
      message: string
      author: Signature
      at: number
    }
  | { op: 'commit-subject'; dir: string; oid: string }
  | { op: 'has-commit'; dir: string; oid: string }

/** What each operation answers. */
export type GitOpValue = {
  import: ImportedFiles
  tip: string | null
  'fetch-branch': string | null
  push: 'ok' | 'moved' | 'refused'
  'remote-side': RemoteSide
  'commit-files': string
  'commit-subject': string
  'has-commit': boolean
}

/** Why an operation failed, as plain data: a bound's refusal, or what Git threw. */
export type GitFailure =
  | { kind: 'refused'; status: 400 | 413 | 415 | 422; message: string }
  | {
      kind: 'git'
      /** What Git said (for the logs; never shown: it may quote the server). */
      message?: string
      code?: string
      name?: string
      data?: { statusCode?: number }
    }

export type GitOpResult<T> =
  { ok: true; value: T } | { ok: false; failure: GitFailure }
