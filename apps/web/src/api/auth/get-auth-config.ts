import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { AuthConfig } from '@kiln/contract/auth'
import { queryOptions } from '@tanstack/react-query'

/** GET /auth/config: the sign-in options the server offers (OIDC, e-mail). */
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
