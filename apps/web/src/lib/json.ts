/** Parses JSON; a parse failure returns null (docs/product.md §5). */
export function safeJsonParse<T = unknown>(text: string | null | undefined) {
  if (text == null || text === '') return null
  try {
    return JSON.parse(text) as T
  } catch {
    return null
  }
}
