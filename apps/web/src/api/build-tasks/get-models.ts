import { apiClient } from '@/lib/api'
import type { ModelsResponse } from '@kiln/contract/build-tasks'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { buildTaskQueryKeys } from './query-keys'

/** GET /models: the models this deployment can build with. */
export function getModels() {
  return apiClient.get<ModelsResponse>('/models')
}

export function modelsQueryOptions() {
  return queryOptions({
    queryKey: buildTaskQueryKeys.models(),
    queryFn: getModels,
    staleTime: 5 * 60_000,
  })
}

export function useModels() {
  return useQuery(modelsQueryOptions())
}
