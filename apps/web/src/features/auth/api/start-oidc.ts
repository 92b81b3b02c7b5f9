import { apiClient } from '@/lib/api'
import type { oidcStartResponseSchema } from '@kiln/contract/auth'
import type { z } from 'zod'

type OidcStartResponse = z.infer<typeof oidcStartResponseSchema>

/** GET /auth/oidc/start: where to send the browser to sign in. */
export function startOidc() {
  return apiClient.get<OidcStartResponse>('/auth/oidc/start', {
    skipAuthRefresh: true,
  })
}
