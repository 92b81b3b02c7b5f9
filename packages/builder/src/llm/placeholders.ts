const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g
const ELLIPSIS_ONLY = /^(\.\.\.|…)$/
const LAZY_PHRASE =
  /\b(existing|previous|original|remaining|rest of(?: the)?|other|same)\s+(code|content|contents|implementation|logic|markup|styles|imports|components?|functions?|sections?|file)\b/gi
const LAZY_WORD = /\b(unchanged|as before|same as before|omitted|goes here)\b/gi
/** Words that only say "keep it as it is": a comment of these and a lazy phrase is a placeholder. */
const FILLER =
  /\b(keep|keeps|kept|leave|left|the|all|any|your|my|our|this|that|here|there|is|are|stays?|remains?|as|is|it|and|of|in|from|before|above|below|etc|same|code|here|goes|still|unchanged|omitted|not|shown|for|brevity|continues?|stuff|more|other|rest)\b/gi

function bodyOf(comment: string): string {
  return comment
    .replace(/^\/\/|^\/\*+|\*\/$|^<!--|-->$/g, '')
    .replace(/^\s*\*\s?/gm, '')
    .trim()
}

function isPlaceholder(body: string): boolean {
  // A comment of several lines documents code; a stand-in is a short note.
  if (body.includes('\n')) return false
  if (ELLIPSIS_ONLY.test(body)) return true
  const hasEllipsis = body.includes('...') || body.includes('…')
  const hasLazy = body.search(LAZY_PHRASE) !== -1
  if (hasEllipsis && (hasLazy || body.search(LAZY_WORD) !== -1)) return true
  if (!hasLazy) return false
  // "existing imports" stands in for code; "Process single image (original logic)" describes it.
  const rest = body
    .replace(LAZY_PHRASE, ' ')
    .replace(LAZY_WORD, ' ')
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '')
  return rest === ''
}

/**
 * The first comment that stands in for code the model did not write
 * ("// ... keep existing code", "existing imports"), or null. Such files would
 * silently lose code. Comments already present in `previous` (the file's
 * current text) are the app's own and never count.
 */
export function findPlaceholder(content: string, previous = ''): string | null {
  for (const match of content.matchAll(COMMENT)) {
    const comment = match[0].trim()
    if (previous.includes(comment)) continue
    if (isPlaceholder(bodyOf(comment))) return comment
  }
  return null
}
