import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { Estimate, EstimateBody } from '@kiln/contract/build-estimate'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

/** POST /build_project/estimate: what sending the prompt would cost; spends nothing. */
export function estimateQueryOptions(body: EstimateBody) {
  return queryOptions({
    queryKey: queryKeys.estimate.detail(body),
    queryFn: () => apiClient.post<Estimate>('/build_project/estimate', body),
    enabled: body.prompt.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}
