import { randomBytes } from 'node:crypto'
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { join } from 'node:path'
import { entriesDir, MARKER, trashDir, type Marker } from './store-layout.ts'

/**
 * Removes least recently used packages until the store holds at most
 * `maxBytes` of packages from the registry (seed packages are links to files
 * the server has anyway and do not count), never one in `keep` or used
 * within `graceMs` (a build in this or another process may be reading it). Each is first renamed out of `v1/`, so
 * other processes see it either whole or gone. Returns the bytes left.
 */
export function evictToFit(
  root: string,
  maxBytes: number,
  options: { keep: Set<string>; graceMs: number }
): number {
  const entries: { name: string; usedAt: number; bytes: number }[] = []
  let total = 0
  for (const name of readdirSync(entriesDir(root))) {
    try {
      const markerPath = join(entriesDir(root), name, MARKER)
      const usedAt = statSync(markerPath).mtimeMs
      const { bytes, source } = JSON.parse(
        readFileSync(markerPath, 'utf8')
      ) as Marker
      if (source === 'seed') continue
      entries.push({ name, usedAt, bytes })
      total += bytes
    } catch {
      // removed by another process meanwhile
    }
  }
  if (total <= maxBytes) return total
  const youngest = Date.now() - options.graceMs
  entries.sort((a, b) => a.usedAt - b.usedAt)
  mkdirSync(trashDir(root), { recursive: true })
  for (const entry of entries) {
    if (total <= maxBytes) break
    if (options.keep.has(entry.name) || entry.usedAt > youngest) continue
    const trash = join(
      trashDir(root),
      `${entry.name}-${randomBytes(6).toString('hex')}`
    )
    try {
      renameSync(join(entriesDir(root), entry.name), trash)
    } catch {
      continue // another process evicted it first
    }
    total -= entry.bytes
    rmSync(trash, { recursive: true, force: true })
  }
  return total
}
