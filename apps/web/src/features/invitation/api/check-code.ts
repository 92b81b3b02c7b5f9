import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  RedeemCodeResponse,
  ValidateCodeResponse,
} from '@kiln/contract/invitations'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** POST /invitation-codes/validate: is a code usable (allow-listed users). */
export function useValidateCode() {
  return useMutation({
    mutationFn: (code: string) =>
      apiClient.post<ValidateCodeResponse>('/invitation-codes/validate', {
        code,
      }),
  })
}

/** POST /invitation-codes/redeem: any signed-in user; refreshes the profile. */
export function useRedeemCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) =>
      apiClient.post<RedeemCodeResponse>('/invitation-codes/redeem', { code }),
    meta: { errorToast: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  })
}
