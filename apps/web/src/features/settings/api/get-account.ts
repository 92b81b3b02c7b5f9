import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { Account } from '@kiln/contract/account'
import { queryOptions } from '@tanstack/react-query'

/** GET /auth/account: e-mail (confirmed or not), password, linked sign-ins. */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.detail(),
    queryFn: () => apiClient.get<Account>('/auth/account'),
  })
