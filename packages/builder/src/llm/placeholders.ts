const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g
const ELLIPSIS_ONLY = /^(\.\.\.|…)$/
const LAZY_PHRASE =
  /\b(existing|previous|original|remaining|rest of(?: the)?|other|same)\s+(code|content|contents|implementation|logic|markup|styles|imports|components?|functions?|sections?|file)\b/i
const LAZY_WORD = /\b(unchanged|as before|same as before|omitted|goes here)\b/i

/**
 * The first comment that stands in for code the model did not write
 * ("// ... keep existing code"), or null. Such files would silently lose code.
 */
export function findPlaceholder(content: string): string | null {
  for (const match of content.matchAll(COMMENT)) {
    const comment = match[0].trim()
    const body = comment.replace(/^\/\/|^\/\*|\*\/$|^<!--|-->$/g, '').trim()
    const hasEllipsis = body.includes('...') || body.includes('…')
    if (
      ELLIPSIS_ONLY.test(body) ||
      LAZY_PHRASE.test(body) ||
      (hasEllipsis && LAZY_WORD.test(body))
    ) {
      return comment
    }
  }
  return null
}
