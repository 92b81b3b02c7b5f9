/** What pickers and lists need of an MCP server or API. */
export type IntegrationOption = { id: string; name: string }

/** The `select` of the MCP server and API lists for pickers. */
export function toOptions(
  results: { _id: string; name: string }[]
): IntegrationOption[] {
  return results.map(({ _id, name }) => ({ id: _id, name }))
}
