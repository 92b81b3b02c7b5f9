import { apiClient } from '@/lib/api'
import type { oidcStartResponseSchema } from '@kiln/contract/auth'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'

type OidcStartResponse = z.infer<typeof oidcStartResponseSchema>

/** GET /auth/oidc/start: where to send the browser to sign in. */
export function startOidc() {
  return apiClient.get<OidcStartResponse>('/auth/oidc/start', {
    skipAuthRefresh: true,
  })
}

export function useStartOidc() {
  return useMutation({
    mutationFn: startOidc,
    onSuccess: ({ authorizationUrl }) =>
      window.location.assign(authorizationUrl),
  })
}
