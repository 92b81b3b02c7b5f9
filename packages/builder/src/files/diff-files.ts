import { createTwoFilesPatch } from 'diff'
import { fileMapFrom, type FileMap } from './file-map.ts'

export type FileChange =
  | { path: string; action: 'added'; patch: string }
  | { path: string; action: 'changed'; patch: string }
  | { path: string; action: 'removed'; patch: string }

export type FileChanges = {
  added: string[]
  changed: string[]
  removed: string[]
  /** One entry per touched file, sorted by path, each with a unified diff. */
  entries: FileChange[]
}

function patchOf(path: string, before: string, after: string): string {
  return createTwoFilesPatch(`a/${path}`, `b/${path}`, before, after, '', '', {
    context: 3,
  })
}

/** What changed from one version's files to the next ("what this version changed"). */
export function diffFiles(
  beforeFiles: FileMap,
  afterFiles: FileMap
): FileChanges {
  const before = fileMapFrom(beforeFiles)
  const after = fileMapFrom(afterFiles)
  const changes: FileChanges = {
    added: [],
    changed: [],
    removed: [],
    entries: [],
  }
  const paths = [
    ...new Set([...Object.keys(before), ...Object.keys(after)]),
  ].sort()
  for (const path of paths) {
    const old = before[path]
    const next = after[path]
    if (old === undefined && next !== undefined) {
      changes.added.push(path)
      changes.entries.push({
        path,
        action: 'added',
        patch: patchOf(path, '', next),
      })
    } else if (old !== undefined && next === undefined) {
      changes.removed.push(path)
      changes.entries.push({
        path,
        action: 'removed',
        patch: patchOf(path, old, ''),
      })
    } else if (old !== undefined && next !== undefined && old !== next) {
      changes.changed.push(path)
      changes.entries.push({
        path,
        action: 'changed',
        patch: patchOf(path, old, next),
      })
    }
  }
  return changes
}
