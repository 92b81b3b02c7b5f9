import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { ApiKeysResponse } from '@kiln/contract/api-keys'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiKeysPath } from './api-keys-path'

/** GET /users/{userId}/api-keys. */
export async function getApiKeys() {
  const data = await apiClient.get<ApiKeysResponse | null>(apiKeysPath())
  return Array.isArray(data?.apiKeys) ? data.apiKeys : []
}

export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.apiKeys.list(),
    queryFn: getApiKeys,
  })
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions())
}
