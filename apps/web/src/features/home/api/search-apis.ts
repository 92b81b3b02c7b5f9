import { apiClient } from '@/lib/api'
import { queryOptions } from '@tanstack/react-query'
import { readIntegrationResults } from './integration-option'

/** POST /search/apis: the user's custom APIs. */
export async function searchApis() {
  return readIntegrationResults(
    await apiClient.post<unknown>('/search/apis', {})
  )
}

export function apiOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['apis', 'search'],
    queryFn: searchApis,
    retry: false,
    meta: { errorToast: false },
  })
}
