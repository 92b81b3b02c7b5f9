/** A project's files: POSIX path relative to the project root -> UTF-8 text. */
export type FileMap = Record<string, string>

/**
 * Normalises a path written by a user or a model: forward slashes, no leading
 * `./` or `/`, no `..` segments. Returns null when the path is unusable.
 */
export function normalizePath(raw: string): string | null {
  const parts: string[] = []
  for (const part of raw.trim().replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') return null
    parts.push(part)
  }
  if (parts.length === 0) return null
  return parts.join('/')
}

/** Paths of a file map in a stable (sorted) order. */
export function sortedPaths(files: FileMap): string[] {
  return Object.keys(files).sort()
}

/** A shallow copy with keys in sorted order, so JSON output is stable. */
export function sortFiles(files: FileMap): FileMap {
  const out: FileMap = {}
  for (const path of sortedPaths(files)) out[path] = files[path] ?? ''
  return out
}
