import { apiClient } from '@/lib/api'
import type { SearchMcpServersResponse } from '@kiln/contract/integrations'
import { queryOptions } from '@tanstack/react-query'
import { toOptions } from './integration-option'

/** POST /search/mcp-servers, reduced to ids and names. */
export async function searchMcpServerOptions() {
  return toOptions(
    await apiClient.post<SearchMcpServersResponse | null>(
      '/search/mcp-servers',
      {}
    )
  )
}

export function mcpServerOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['mcp-servers', 'options'],
    queryFn: searchMcpServerOptions,
    retry: false,
    meta: { errorToast: false },
  })
}
