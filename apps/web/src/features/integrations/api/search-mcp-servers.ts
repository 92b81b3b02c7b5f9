import { apiClient } from '@/lib/api'
import type { McpServer } from '@kiln/contract/integrations'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { readResults } from './read-results'

export const mcpServerQueryKeys = {
  all: ['mcp-servers'] as const,
  list: () => ['mcp-servers', 'list'] as const,
}

/** POST /search/mcp-servers: the user's and the official MCP servers. */
export async function searchMcpServers() {
  const data = await apiClient.post<unknown>('/search/mcp-servers', {})
  return readResults<McpServer>(data, 'MCP servers')
}

export function mcpServersQueryOptions() {
  return queryOptions({
    queryKey: mcpServerQueryKeys.list(),
    queryFn: searchMcpServers,
  })
}

export function useMcpServers() {
  return useSuspenseQuery(mcpServersQueryOptions()).data
}
