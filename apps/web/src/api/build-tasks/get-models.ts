import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { ModelsResponse } from '@kiln/contract/build-tasks'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** GET /models: the models this deployment can build with. */
export function getModels() {
  return apiClient.get<ModelsResponse>('/models')
}

export function modelsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.buildTasks.models(),
    queryFn: getModels,
    staleTime: 5 * 60_000,
  })
}

export function useModels() {
  return useQuery(modelsQueryOptions())
}
