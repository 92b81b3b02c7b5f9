import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  statSync,
} from 'node:fs'
import { join } from 'node:path'

/**
 * Puts a seed package's files into `dest`: hard links where the file system
 * allows (instant, no extra space), copies otherwise. Leaves out its nested
 * node_modules (those are packages of their own) and symbolic links.
 * Returns the package's size in bytes.
 */
export function linkTree(src: string, dest: string, top = true): number {
  mkdirSync(dest, { recursive: true })
  let bytes = 0
  for (const entry of readdirSync(src, { withFileTypes: true })) {
    const from = join(src, entry.name)
    const to = join(dest, entry.name)
    if (entry.isDirectory()) {
      if (top && entry.name === 'node_modules') continue
      bytes += linkTree(from, to, false)
    } else if (entry.isFile()) {
      bytes += statSync(from).size
      try {
        linkSync(from, to)
      } catch {
        copyFileSync(from, to)
      }
    }
  }
  return bytes
}
