import { apiClient } from '@/lib/api'
import type { OidcCallbackBody, TokenPair } from '@kiln/contract/auth'

/** POST /auth/oidc/callback: trades the provider's code for a token pair. */
export function oidcCallback(body: OidcCallbackBody) {
  return apiClient.post<TokenPair>('/auth/oidc/callback', body, {
    skipAuthRefresh: true,
  })
}
