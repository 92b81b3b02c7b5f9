/**
 * A project's files: POSIX path relative to the project root -> UTF-8 text.
 * Paths are untrusted (model-written), so a FileMap is always a
 * null-prototype object made by createFileMap/fileMapFrom: `files['toString']`
 * is undefined and `files['__proto__'] = text` stores a file.
 */
export type FileMap = Record<string, string>

/** An empty FileMap (null prototype). */
export function createFileMap(): FileMap {
  return Object.create(null) as FileMap
}

/**
 * A null-prototype copy of files that came in from outside (JSON, a database
 * row list, a plain object literal): only own entries are kept.
 */
export function fileMapFrom(
  source: Readonly<Record<string, string>> | Iterable<readonly [string, string]>
): FileMap {
  const out = createFileMap()
  const entries =
    Symbol.iterator in source
      ? (source as Iterable<readonly [string, string]>)
      : Object.entries(source)
  for (const [path, text] of entries) out[path] = text
  return out
}

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
  const out = createFileMap()
  for (const path of sortedPaths(files)) out[path] = files[path] ?? ''
  return out
}
