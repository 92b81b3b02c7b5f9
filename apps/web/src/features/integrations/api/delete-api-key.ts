import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiKeysPath } from './api-keys-path'

/** DELETE /users/{userId}/api-keys/{service}. */
export function deleteApiKey(service: string) {
  return apiClient.delete<unknown>(apiKeysPath(service))
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteApiKey,
    meta: { errorToast: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  })
}
