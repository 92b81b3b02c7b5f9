import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { DeleteIntegrationResponse } from '@kiln/contract/integrations-common'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** DELETE /apis/{id}. */
export function deleteApi(id: string) {
  return apiClient.delete<DeleteIntegrationResponse>(
    `/apis/${encodeURIComponent(id)}`
  )
}

export function useDeleteApi() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteApi,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.apis.all }),
  })
}
