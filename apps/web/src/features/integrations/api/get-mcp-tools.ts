import { apiClient } from '@/lib/api'
import type { McpToolsResponse, Tool } from '@kiln/contract/integrations'

/** What to test: a URL, or a stored server (official ones use its tokens). */
export type McpToolsTarget = { url: string; serverId?: string }

/**
 * GET /mcp-tools?url= (&serverId=): the tools a server lists. Null when the
 * answer has no `tools` array (SPEC §8: "no tools found or invalid format").
 */
export async function getMcpTools({ url, serverId }: McpToolsTarget) {
  const data = await apiClient.get<Partial<McpToolsResponse> | null>(
    '/mcp-tools',
    { query: serverId ? { serverId } : { url } }
  )
  const tools = data?.tools
  return Array.isArray(tools) ? (tools as Tool[]) : null
}
