import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  AdminCreditsBody,
  AdminPlanBody,
  AdminUserResponse,
} from '@kiln/contract/admin'
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

/** GET /admin/users?email=: a user's plan, cycle and credit ledger. */
export function adminUserQueryOptions(email: string) {
  return queryOptions({
    queryKey: queryKeys.admin.user(email),
    queryFn: () =>
      apiClient.get<AdminUserResponse>(
        `/admin/users?email=${encodeURIComponent(email)}`
      ),
    enabled: email !== '',
    retry: false,
    meta: { errorToast: false },
  })
}

function useAdminChange<Body>(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body) => apiClient.post<AdminUserResponse>(path, body),
    onSuccess: (data) =>
      queryClient.setQueryData(
        adminUserQueryOptions(data.user.email).queryKey,
        data
      ),
  })
}

/** POST /admin/credits {userId, delta, reason} */
export const useChangeCredits = () =>
  useAdminChange<AdminCreditsBody>('/admin/credits')

/** POST /admin/plan {userId, plan} */
export const useSetPlan = () => useAdminChange<AdminPlanBody>('/admin/plan')
