import { apiClient } from '@/lib/api'
import type {
  GenerateCodesBody,
  GenerateCodesResponse,
} from '@kiln/contract/invitations'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invitationCodesQueryOptions } from './get-codes'

export function useGenerateCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: GenerateCodesBody) =>
      apiClient.post<GenerateCodesResponse>('/invitation-codes/generate', body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: invitationCodesQueryOptions().queryKey,
      }),
  })
}
