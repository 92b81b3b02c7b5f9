import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { DeleteIntegrationResponse } from '@kiln/contract/integrations-common'
import { useMutation, useQueryClient } from '@tanstack/react-query'

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
      queryClient.invalidateQueries({ queryKey: queryKeys.mcpServers.all }),
  })
}
