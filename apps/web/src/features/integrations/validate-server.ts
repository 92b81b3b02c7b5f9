import {
  MCP_MESSAGES,
  mcpServerUrlSchema,
  type McpServer,
} from '@kiln/contract/mcp-servers'

export type ServerFormValues = {
  name: string
  description: string
  url: string
}

/** docs/product.md §5: the name is required and unique among the other servers. */
export function validateServerName(
  name: string,
  servers: readonly Pick<McpServer, '_id' | 'name'>[],
  editedId?: string
) {
  const trimmed = name.trim()
  if (!trimmed) return MCP_MESSAGES.nameRequired
  const lower = trimmed.toLowerCase()
  const taken = servers.some(
    (s) => s._id !== editedId && s.name.trim().toLowerCase() === lower
  )
  return taken ? MCP_MESSAGES.nameTaken : null
}

/** docs/product.md §5: required, http(s), and a parseable URL (the contract's rules). */
export function validateServerUrl(url: string) {
  const result = mcpServerUrlSchema.safeParse(url)
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}
