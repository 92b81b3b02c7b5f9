import { apiClient } from '@/lib/api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiKeysPath } from './api-keys-path'
import { apiKeyQueryKeys } from './get-api-keys'

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
      queryClient.invalidateQueries({ queryKey: apiKeyQueryKeys.all }),
  })
}
