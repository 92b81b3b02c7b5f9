/** What the picker needs of an MCP server or API search result. */
export type IntegrationOption = { id: string; name: string }

/** Reads `{results: [...]}`; entries without an id are skipped. */
export function readIntegrationResults(data: unknown): IntegrationOption[] {
  const results = (data as { results?: unknown } | null)?.results
  if (!Array.isArray(results)) return []
  return results.flatMap((item: unknown) => {
    const record = (item ?? {}) as Record<string, unknown>
    const id = record._id ?? record.id
    if (typeof id !== 'string' || !id) return []
    const name = typeof record.name === 'string' ? record.name : id
    return [{ id, name }]
  })
}
