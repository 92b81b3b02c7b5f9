import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { AuthConfig } from '@kiln/contract/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** GET /auth/config: whether the login page offers OIDC. */
export function getAuthConfig() {
  return apiClient.get<AuthConfig>('/auth/config', { skipAuthRefresh: true })
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.authConfig(),
    queryFn: getAuthConfig,
    staleTime: Infinity,
    meta: { errorToast: false },
  })

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions())
}
