import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { InvitationCodesResponse } from '@kiln/contract/invitations'
import { queryOptions } from '@tanstack/react-query'

/** GET /invitation-codes: the codes the caller generated. */
export function invitationCodesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.invitationCodes.list(),
    queryFn: async () =>
      (await apiClient.get<InvitationCodesResponse>('/invitation-codes')).codes,
  })
}
