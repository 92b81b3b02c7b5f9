import { apiClient } from '@/lib/api'
import { queryOptions } from '@tanstack/react-query'
import { readIntegrationResults } from './integration-option'

/** POST /search/mcp-servers: the user's MCP servers. */
export async function searchMcpServers() {
  return readIntegrationResults(
    await apiClient.post<unknown>('/search/mcp-servers', {})
  )
}

export function mcpServerOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['mcp-servers', 'search'],
    queryFn: searchMcpServers,
    retry: false,
    meta: { errorToast: false },
  })
}
