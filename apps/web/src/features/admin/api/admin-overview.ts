import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { AdminOverview } from '@kiln/contract/admin'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** GET /admin/overview: the instance's users, builds, spend, queue and storage. */
export function adminOverviewQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.overview(),
    queryFn: () => apiClient.get<AdminOverview>('/admin/overview'),
    retry: false,
  })
}

export function useAdminOverview({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminOverviewQueryOptions(), enabled })
}
