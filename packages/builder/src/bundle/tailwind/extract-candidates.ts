import type { FileMap } from '../../files/file-map.ts'

const SOURCE = /\.(tsx|ts|jsx|js|html)$/
const SPLIT = /[\s"'`<>{};=\\]+/
const MAX_CACHED = 4096

/** Tokens of one file's text, reused while the text stays the same (a follow-up changes few files). */
const byPath = new Map<string, { text: string; tokens: string[] }>()

function tokensOf(path: string, text: string): string[] {
  const hit = byPath.get(path)
  if (hit && hit.text === text) return hit.tokens
  const tokens = new Set<string>()
  for (const raw of text.split(SPLIT)) {
    const token = raw.replace(/^[(,[]+|[),.]+$/g, '')
    if (token.length > 0 && token.length < 120) tokens.add(token)
  }
  const entry = { text, tokens: [...tokens] }
  byPath.delete(path)
  byPath.set(path, entry)
  while (byPath.size > MAX_CACHED) byPath.delete(byPath.keys().next().value!)
  return entry.tokens
}

/**
 * Possible Tailwind class names in the source files. Over-collecting is fine:
 * Tailwind ignores tokens that are not utilities.
 */
export function extractCandidates(files: FileMap): string[] {
  const out = new Set<string>()
  for (const [path, text] of Object.entries(files)) {
    if (!SOURCE.test(path)) continue
    for (const token of tokensOf(path, text)) out.add(token)
  }
  return [...out]
}
