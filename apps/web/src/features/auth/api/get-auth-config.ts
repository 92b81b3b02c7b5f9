import { apiClient } from '@/lib/api'
import type { AuthConfig } from '@kiln/contract/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** GET /auth/config: whether the login page offers OIDC. */
export function getAuthConfig() {
  return apiClient.get<AuthConfig>('/auth/config', { skipAuthRefresh: true })
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: getAuthConfig,
    staleTime: Infinity,
    meta: { errorToast: false },
  })

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions())
}
