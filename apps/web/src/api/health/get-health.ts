import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  HealthResponse,
  PreviewHealthResponse,
} from '@kiln/contract/health'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** GET /health: is the API reachable, and on which database. */
export function getHealth() {
  return apiClient.get<HealthResponse>('/health', { timeoutMs: 5000 })
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.health(),
    queryFn: getHealth,
    retry: false,
    meta: { errorToast: false },
  })

export function useHealth() {
  return useQuery(healthQueryOptions())
}

/** GET /preview-health: the preview origin's health URL. */
export function getPreviewHealthUrl() {
  return apiClient.get<PreviewHealthResponse>('/preview-health', {
    timeoutMs: 5000,
  })
}
