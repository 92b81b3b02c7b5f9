import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { MessageResponse } from '@kiln/contract/account'
import type { oidcStartResponseSchema } from '@kiln/contract/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'

type OidcStartResponse = z.infer<typeof oidcStartResponseSchema>

/** POST /auth/oidc/link: off to the provider, back at /login-auth. */
export function useLinkSignIn() {
  return useMutation({
    mutationFn: () => apiClient.post<OidcStartResponse>('/auth/oidc/link', {}),
    onSuccess: ({ authorizationUrl }) =>
      window.location.assign(authorizationUrl),
  })
}

/** DELETE /auth/identities/{id} */
export function useUnlinkSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (identityId: string) =>
      apiClient.delete<MessageResponse>(
        `/auth/identities/${encodeURIComponent(identityId)}`
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.account.detail() }),
  })
}
