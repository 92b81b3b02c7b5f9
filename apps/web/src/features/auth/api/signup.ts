import { apiClient } from '@/lib/api'
import type { CredentialsBody, TokenPair } from '@kiln/contract/auth'

/** POST /auth/signup: creates the account and signs it in. */
export function signup(body: CredentialsBody) {
  return apiClient.post<TokenPair>('/auth/signup', body, {
    skipAuthRefresh: true,
  })
}
