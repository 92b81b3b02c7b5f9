import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { CreditHistory } from '@kiln/contract/account-data'
import { queryOptions } from '@tanstack/react-query'

/** GET /users/{id}/credit-history: the ledger, newest first. */
export const creditHistoryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.users.creditHistory(userId),
    queryFn: () =>
      apiClient.get<CreditHistory>(
        `/users/${encodeURIComponent(userId)}/credit-history`
      ),
    select: (data) => data.entries,
  })
