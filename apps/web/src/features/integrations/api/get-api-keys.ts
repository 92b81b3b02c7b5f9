import { apiClient } from '@/lib/api'
import type { ApiKeysResponse } from '@kiln/contract/integrations'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiKeysPath } from './api-keys-path'

export const apiKeyQueryKeys = {
  all: ['api-keys'] as const,
  list: () => ['api-keys', 'list'] as const,
}

/** GET /users/{userId}/api-keys. */
export async function getApiKeys() {
  const data = await apiClient.get<ApiKeysResponse | null>(apiKeysPath())
  return Array.isArray(data?.apiKeys) ? data.apiKeys : []
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeyQueryKeys.list(), queryFn: getApiKeys })
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions())
}
