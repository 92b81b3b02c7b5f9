import fs from 'node:fs'
import git, { type TreeEntry } from 'isomorphic-git'

/** One entry of a commit's tree, flattened: a blob, link or submodule at its full path. */
export type FlatEntry = {
  path: string
  mode: string
  oid: string
  type: TreeEntry['type']
}

/** Every non-tree entry of commit or tree `oid`, at its full path. */
export async function flatTree(dir: string, oid: string): Promise<FlatEntry[]> {
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
export async function writeFilesTree(
  dir: string,
  files: Readonly<Record<string, string>>,
  kept: FlatEntry[]
): Promise<string> {
  const root = newNode()
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
    if (files[entry.path] === undefined)
      place(entry.path, { mode: entry.mode, oid: entry.oid, type: entry.type })
  }
  for (const [path, content] of Object.entries(files)) {
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

export type Signature = { name: string; email: string }

/** A commit object of `tree` on `parents`, by `author`, written now. */
export async function writeCommit(
  dir: string,
  commit: {
    tree: string
    parents: string[]
    message: string
    author: Signature
    at: Date
  }
): Promise<string> {
  const who = {
    name: commit.author.name,
    email: commit.author.email,
    timestamp: Math.floor(commit.at.getTime() / 1000),
    timezoneOffset: 0,
  }
  return git.writeCommit({
    fs,
    dir,
    commit: {
      message: commit.message.endsWith('\n')
        ? commit.message
        : `${commit.message}\n`,
      tree: commit.tree,
      parent: commit.parents,
      author: who,
      committer: who,
    },
  })
}
