import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { SharedVersion } from '@kiln/contract/share'
import { queryOptions } from '@tanstack/react-query'

/** GET /share/{link}: the shared version, read-only. */
export function getSharedVersion(link: string) {
  return apiClient.get<SharedVersion>(`/share/${encodeURIComponent(link)}`)
}

export function sharedVersionQueryOptions(link: string) {
  return queryOptions({
    queryKey: queryKeys.sharedVersion.detail(link),
    queryFn: () => getSharedVersion(link),
    retry: false,
    meta: { errorToast: false },
  })
}
