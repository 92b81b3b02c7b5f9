import { join, relative, sep } from 'node:path'
import { isExactVersion, isPackageName } from './package-name.ts'

/**
 * On disk: `<dir>/v1/<name with / as +>@<version>/` holds the package in
 * `node_modules/<name>/` and the marker `kiln-package.json` (written last,
 * inside the folder that is renamed into place, so a folder that exists is
 * complete). Its mtime is the package's last use, for eviction.
 */
export const MARKER = 'kiln-package.json'

export type Marker = {
  name: string
  version: string
  integrity?: string
  bytes: number
  source: 'registry' | 'seed'
}

export const entriesDir = (root: string) => join(root, 'v1')
export const tempDir = (root: string) => join(root, 'tmp')
export const trashDir = (root: string) => join(root, 'trash')

export const entryName = (name: string, version: string) =>
  `${name.replace('/', '+')}@${version}`

export function entryDir(root: string, name: string, version: string): string {
  if (!isPackageName(name) || !isExactVersion(version)) {
    throw new Error(`Not a package name and exact version: ${name}@${version}`)
  }
  return join(entriesDir(root), entryName(name, version))
}

/** Parses an entry folder's name back to name and version. */
export function parseEntryName(
  entry: string
): { name: string; version: string } | null {
  const at = entry.lastIndexOf('@')
  if (at <= 0) return null
  const encoded = entry.slice(0, at)
  const name = encoded.startsWith('@') ? encoded.replace('+', '/') : encoded
  const version = entry.slice(at + 1)
  return isPackageName(name) && isExactVersion(version)
    ? { name, version }
    : null
}

/** The package a path inside `<root>/v1/<entry>/node_modules/<name>/` belongs to. */
export function ownerInRoot(
  root: string,
  filePath: string
): { name: string; version: string } | null {
  const rel = relative(entriesDir(root), filePath)
  if (rel === '' || rel.startsWith('..')) return null
  const parts = rel.split(sep)
  const owner = parseEntryName(parts[0] ?? '')
  if (!owner || parts[1] !== 'node_modules') return null
  const nameParts = owner.name.split('/')
  const inside = parts.slice(2, 2 + nameParts.length).join('/')
  return inside === owner.name ? owner : null
}
