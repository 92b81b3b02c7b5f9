/** Thrown when a list answer is not `{results: [...]}` (docs/product.md §8). */
export class UnexpectedDataError extends Error {
  constructor(what: string) {
    super(`Unexpected data structure for ${what}`)
    this.name = 'UnexpectedDataError'
  }
}

export function readResults<T>(data: unknown, what: string): T[] {
  const results = (data as { results?: unknown } | null)?.results
  if (!Array.isArray(results)) throw new UnexpectedDataError(what)
  return results as T[]
}
