import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  McpServerBody,
  McpServerResponse,
} from '@kiln/contract/mcp-servers'
import { useMutation, useQueryClient } from '@tanstack/react-query'

export type SaveMcpServerInput = { id?: string; body: McpServerBody }

/** POST /mcp-servers (create) or PATCH /mcp-servers/{id} (update). */
export function saveMcpServer({ id, body }: SaveMcpServerInput) {
  return id
    ? apiClient.patch<McpServerResponse>(
        `/mcp-servers/${encodeURIComponent(id)}`,
        body
      )
    : apiClient.post<McpServerResponse>('/mcp-servers', body)
}

/** The panel shows its own error message: no global toast. */
export function useSaveMcpServer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveMcpServer,
    meta: { errorToast: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.mcpServers.all }),
  })
}
