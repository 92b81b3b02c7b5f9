import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { ApiKey } from '@kiln/contract/api-keys'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiKeysPath } from './api-keys-path'

export type UpdateApiKeyStatusInput = {
  service: string
  status: ApiKey['status']
}

/** PUT /users/{userId}/api-keys/{service} {status}. */
export function updateApiKeyStatus({
  service,
  status,
}: UpdateApiKeyStatusInput) {
  return apiClient.put<unknown>(apiKeysPath(service), { status })
}

export function useUpdateApiKeyStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateApiKeyStatus,
    meta: { errorToast: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  })
}
