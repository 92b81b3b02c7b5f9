import { apiClient } from '@/lib/api'
import type { DeleteIntegrationResponse } from '@kiln/contract/integrations'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiQueryKeys } from './search-apis'

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
      queryClient.invalidateQueries({ queryKey: apiQueryKeys.all }),
  })
}
