import { apiClient } from '@/lib/api'
import type {
  McpServer,
  McpToolsResponse,
  Tool,
} from '@kiln/contract/mcp-servers'

/** What to test: the URL in the form, and the stored server it belongs to. */
export type McpToolsTarget = {
  url: string
  server?: Pick<McpServer, '_id' | 'isOfficial'>
}

/**
 * GET /mcp-tools?url= (or ?serverId= for an official server, whose tokens the
 * server holds; a user's own server is tested at the URL being edited). Null
 * when the answer has no `tools` array (docs/product.md §8: "no tools found or invalid
 * format").
 */
export async function getMcpTools({ url, server }: McpToolsTarget) {
  const data = await apiClient.get<Partial<McpToolsResponse> | null>(
    '/mcp-tools',
    { query: server?.isOfficial ? { serverId: server._id } : { url } }
  )
  const tools = data?.tools
  return Array.isArray(tools) ? (tools as Tool[]) : null
}
