import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  ProviderKeysResponse,
  SaveProviderKeyResponse,
} from '@kiln/contract/provider-keys'
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

const keysPath = (userId: string, provider = '') =>
  `/users/${encodeURIComponent(userId)}/provider-keys${provider ? `/${encodeURIComponent(provider)}` : ''}`

/** GET /users/{userId}/provider-keys: provider, last 4 characters and date of each saved key. */
export const providerKeysQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.providerKeys.list(userId),
    queryFn: () => apiClient.get<ProviderKeysResponse>(keysPath(userId)),
    select: (data) => data.providerKeys,
    enabled: Boolean(userId),
  })

/** Saved keys change which models the picker offers and who pays for them. */
function useRefreshKeys(userId: string) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: queryKeys.providerKeys.list(userId),
      }),
      queryClient.invalidateQueries({
        queryKey: queryKeys.buildTasks.models(),
      }),
    ])
}

/** PUT /users/{userId}/provider-keys/{provider}: saves or replaces the key. */
export function useSaveProviderKey(userId: string) {
  const refresh = useRefreshKeys(userId)
  return useMutation({
    mutationFn: ({ provider, apiKey }: { provider: string; apiKey: string }) =>
      apiClient.put<SaveProviderKeyResponse>(keysPath(userId, provider), {
        apiKey,
      }),
    meta: { errorToast: false },
    onSuccess: refresh,
  })
}

/** DELETE /users/{userId}/provider-keys/{provider}. */
export function useDeleteProviderKey(userId: string) {
  const refresh = useRefreshKeys(userId)
  return useMutation({
    mutationFn: (provider: string) =>
      apiClient.delete<unknown>(keysPath(userId, provider)),
    onSuccess: refresh,
  })
}
