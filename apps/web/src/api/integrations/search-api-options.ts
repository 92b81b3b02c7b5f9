import { apiClient } from '@/lib/api'
import type { SearchApisResponse } from '@kiln/contract/integrations'
import { queryOptions } from '@tanstack/react-query'
import { toOptions } from './integration-option'

/** POST /search/apis, reduced to ids and names. */
export async function searchApiOptions() {
  return toOptions(
    await apiClient.post<SearchApisResponse | null>('/search/apis', {})
  )
}

export function apiOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['apis', 'options'],
    queryFn: searchApiOptions,
    retry: false,
    meta: { errorToast: false },
  })
}
