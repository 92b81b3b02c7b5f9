import type { FileMap } from '../files/file-map.ts'
import { isKilnPath } from './tools/tool-context.ts'

export type RelevanceHints = {
  /** The user's request. */
  prompt: string
  /** Paths that must be shown (e.g. files named in build errors). */
  mentioned?: readonly string[]
  /** Paths the previous version changed. */
  recent?: readonly string[]
  /** Characters of file text to inline at most. */
  budget: number
}

const ENTRY_FILES = ['src/App.tsx', 'src/App.jsx', 'src/app.tsx']
const IMPORT = /(?:from|import)\s*\(?\s*['"]((?:\.{1,2}|@)\/[^'"]+)['"]/g
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts']

const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1)
    .map((w) => (w.length > 3 ? w.replace(/(?:es|s)$/, '') : w))

/** The file's stem in words: src/components/TodoList.tsx -> ['todo', 'list']. */
const stemWords = (path: string) =>
  words(
    path
      .split('/')
      .pop()!
      .replace(/\.[^.]+$/, '')
  )

/** Text the user quoted ("Welcome back") is often the very text to change. */
const quoted = (prompt: string) =>
  [...prompt.matchAll(/["“'`]([^"”'`\n]{3,80})["”'`]/g)].map((m) => m[1]!)

function resolveImport(from: string, spec: string, files: FileMap) {
  const base = spec.startsWith('@/')
    ? `src/${spec.slice(2)}`
    : [...from.split('/').slice(0, -1), ...spec.split('/')]
        .reduce<string[]>((parts, p) => {
          if (p === '..') parts.pop()
          else if (p !== '.') parts.push(p)
          return parts
        }, [])
        .join('/')
  return EXTENSIONS.map((e) => base + e).find((p) => Object.hasOwn(files, p))
}

/**
 * The files a change request most likely needs to see, best first, within a
 * budget of characters: files it names (by name or quoted text), the entry
 * component, recently changed files, then what those import. The model reads
 * any other file with its tools.
 */
export function relevantFiles(files: FileMap, hints: RelevanceHints): string[] {
  const paths = Object.keys(files).filter((p) => !isKilnPath(p))
  const promptWords = new Set(words(hints.prompt))
  const phrases = quoted(hints.prompt)
  const score = new Map<string, number>()
  const raise = (path: string, by: number) =>
    score.set(path, Math.max(score.get(path) ?? 0, by))
  for (const path of paths) {
    const text = files[path] ?? ''
    if (hints.mentioned?.includes(path)) raise(path, 100)
    if (phrases.some((p) => text.includes(p))) raise(path, 80)
    const stem = stemWords(path)
    if (
      stem.length > 0 &&
      stem.some((w) => w.length > 2) &&
      stem.every((w) => promptWords.has(w))
    )
      raise(path, 60)
    if (ENTRY_FILES.includes(path)) raise(path, 40)
    if (hints.recent?.includes(path)) raise(path, 20)
  }
  for (const path of [...score.keys()]) {
    for (const m of (files[path] ?? '').matchAll(IMPORT)) {
      const target = resolveImport(path, m[1]!, files)
      if (target && !isKilnPath(target)) raise(target, 10)
    }
  }
  const ranked = [...score].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0])
  )
  const picked: string[] = []
  let left = hints.budget
  for (const [path] of ranked) {
    const size = files[path]?.length ?? 0
    if (size > left) continue
    picked.push(path)
    left -= size
  }
  return picked
}
