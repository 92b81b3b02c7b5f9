import { structuredPatch } from 'diff'

export type SourceFile = { path: string; content: string }
export type FileChange = {
  path: string
  kind: 'added' | 'changed' | 'removed'
  added: number
  removed: number
  before: string
  after: string
}

/** Files added, changed and removed from `before` to `after`, by path. */
export function diffFiles(before: SourceFile[], after: SourceFile[]) {
  const old = new Map(before.map((f) => [f.path, f.content]))
  const next = new Map(after.map((f) => [f.path, f.content]))
  const paths = [...new Set([...old.keys(), ...next.keys()])].sort()
  return paths.flatMap((path): FileChange[] => {
    const a = old.get(path)
    const b = next.get(path)
    if (a === b) return []
    const kind =
      a === undefined ? 'added' : b === undefined ? 'removed' : 'changed'
    const { added, removed } = countLines(a ?? '', b ?? '')
    return [{ path, kind, added, removed, before: a ?? '', after: b ?? '' }]
  })
}

function countLines(a: string, b: string) {
  let added = 0
  let removed = 0
  for (const hunk of structuredPatch('a', 'b', a, b).hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added += 1
      else if (line.startsWith('-')) removed += 1
    }
  }
  return { added, removed }
}
