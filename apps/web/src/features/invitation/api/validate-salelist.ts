import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { SalelistValidateResponse } from '@kiln/contract/invitations'
import { queryOptions } from '@tanstack/react-query'

/** POST /salelist/validate: is this e-mail on the invitation allow-list? */
export function validateSalelist(email: string) {
  return apiClient.post<SalelistValidateResponse>('/salelist/validate', {
    email,
  })
}

export function salelistQueryOptions(email: string) {
  return queryOptions({
    queryKey: queryKeys.salelist.validate(email),
    queryFn: () => validateSalelist(email),
    staleTime: 60_000,
    retry: false,
  })
}
