import { apiClient } from '@/lib/api'
import type { InvitationCode } from '@kiln/contract/invitations'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invitationCodesQueryOptions } from './get-codes'

export function useRevokeCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post<InvitationCode>(
        `/invitation-codes/${encodeURIComponent(id)}/revoke`
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: invitationCodesQueryOptions().queryKey,
      }),
  })
}
