const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g
const LAZY =
  /\b(keep|rest of|remaining|existing|unchanged|previous|same as before|as before|other)\b[^\n]*\b(code|content|contents|implementation|file|components?|sections?|logic|styles?|imports?|here)\b/i
const ELLIPSIS = /^(\/\/|\/\*|<!--)?\s*(\.\.\.|…)\s*(\*\/|-->)?$/

/**
 * The first comment that stands in for code the model did not write
 * ("// ... keep existing code"), or null. Such files would silently lose code.
 */
export function findPlaceholder(content: string): string | null {
  for (const match of content.matchAll(COMMENT)) {
    const comment = match[0]
    const body = comment.replace(/^\/\/|^\/\*|\*\/$|^<!--|-->$/g, '').trim()
    const isEllipsisOnly =
      ELLIPSIS.test(comment.trim()) || body === '...' || body === '…'
    if (
      isEllipsisOnly ||
      ((body.includes('...') || body.includes('…')) && LAZY.test(body)) ||
      /\bkeep (the )?existing\b/i.test(body)
    ) {
      return comment.trim()
    }
  }
  return null
}
