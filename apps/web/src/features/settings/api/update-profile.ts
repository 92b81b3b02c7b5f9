import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  UpdateProfileBody,
  UserProfileResponse,
} from '@kiln/contract/users'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** PUT /users/{id}/profile: the display name. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiClient.put<UserProfileResponse>(
        `/users/${encodeURIComponent(userId)}/profile`,
        body
      ),
    meta: { errorToast: false },
    onSuccess: (data) =>
      queryClient.setQueryData(queryKeys.users.profile(userId), data.user),
  })
}
