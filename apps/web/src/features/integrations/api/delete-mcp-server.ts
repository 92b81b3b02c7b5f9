import { apiClient } from '@/lib/api'
import type { DeleteIntegrationResponse } from '@kiln/contract/integrations'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { mcpServerQueryKeys } from './search-mcp-servers'

/** DELETE /mcp-servers/{id}. */
export function deleteMcpServer(id: string) {
  return apiClient.delete<DeleteIntegrationResponse>(
    `/mcp-servers/${encodeURIComponent(id)}`
  )
}

export function useDeleteMcpServer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMcpServer,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: mcpServerQueryKeys.all }),
  })
}
