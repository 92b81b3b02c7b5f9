import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { ChangePasswordBody, EndedSessions } from '@kiln/contract/account'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** POST /auth/password: needs the current one; other sessions end. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiClient.post<EndedSessions>('/auth/password', body, {
        // A wrong current password answers 401: that is not a lost session.
        skipAuthRefresh: true,
      }),
    meta: { errorToast: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions() }),
  })
}
