import { apiClient } from '@/lib/api'
import type { Api } from '@kiln/contract/integrations'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { readResults } from './read-results'

export const apiQueryKeys = {
  all: ['apis'] as const,
  list: () => ['apis', 'list'] as const,
}

/** POST /search/apis: the user's custom APIs. */
export async function searchApis() {
  const data = await apiClient.post<unknown>('/search/apis', {})
  return readResults<Api>(data, 'APIs')
}

export function apisQueryOptions() {
  return queryOptions({ queryKey: apiQueryKeys.list(), queryFn: searchApis })
}

export function useApis() {
  return useSuspenseQuery(apisQueryOptions()).data
}
