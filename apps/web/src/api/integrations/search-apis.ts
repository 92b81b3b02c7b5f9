import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { Api } from '@kiln/contract/apis'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { readResults } from './read-results'

/** POST /search/apis: the user's custom APIs. */
export async function searchApis() {
  const data = await apiClient.post<unknown>('/search/apis', {})
  return readResults<Api>(data, 'APIs')
}

export function apisQueryOptions() {
  return queryOptions({ queryKey: queryKeys.apis.list(), queryFn: searchApis })
}

export function useApis() {
  return useSuspenseQuery(apisQueryOptions()).data
}
