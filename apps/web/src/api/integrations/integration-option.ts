/** What pickers and lists need of an MCP server or API. */
export type IntegrationOption = { id: string; name: string }

/** `{results: [...]}` as options; anything else reads as none. */
export function toOptions(
  data: { results?: { _id: string; name: string }[] } | null
): IntegrationOption[] {
  const results = data?.results
  if (!Array.isArray(results)) return []
  return results.map(({ _id, name }) => ({ id: _id, name }))
}
