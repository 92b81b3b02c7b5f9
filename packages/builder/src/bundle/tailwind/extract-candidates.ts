import type { FileMap } from '../../files/file-map.ts'

const SOURCE = /\.(tsx|ts|jsx|js|html)$/
const SPLIT = /[\s"'`<>{};=\\]+/

/**
 * Possible Tailwind class names in the source files. Over-collecting is fine:
 * Tailwind ignores tokens that are not utilities.
 */
export function extractCandidates(files: FileMap): string[] {
  const out = new Set<string>()
  for (const [path, text] of Object.entries(files)) {
    if (!SOURCE.test(path)) continue
    for (const raw of text.split(SPLIT)) {
      const token = raw.replace(/^[(,[]+|[),.]+$/g, '')
      if (token.length > 0 && token.length < 120) out.add(token)
    }
  }
  return [...out]
}
