import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { McpServer } from '@kiln/contract/mcp-servers'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { readResults } from './read-results'

/**
 * POST /search/mcp-servers: the user's and the official MCP servers. The one
 * cache entry of this endpoint; pickers `select` options from it.
 */
export async function searchMcpServers() {
  const data = await apiClient.post<unknown>('/search/mcp-servers', {})
  return readResults<McpServer>(data, 'MCP servers')
}

export function mcpServersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.mcpServers.list(),
    queryFn: searchMcpServers,
  })
}

export function useMcpServers() {
  return useSuspenseQuery(mcpServersQueryOptions()).data
}
