import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { SalelistResponse } from '@kiln/contract/invitations'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** GET /admin/salelist: the invitation allow-list, sorted by e-mail. */
export function salelistQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.salelist.list(),
    queryFn: async () =>
      (await apiClient.get<SalelistResponse>('/admin/salelist')).entries,
    meta: { errorToast: false },
  })
}

export const useSalelist = () => useQuery(salelistQueryOptions())
