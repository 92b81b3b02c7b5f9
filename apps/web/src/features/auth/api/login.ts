import { apiClient } from '@/lib/api'
import type { CredentialsBody, TokenPair } from '@kiln/contract/auth'

/** POST /auth/login: a wrong password is a 401 to show, not to refresh. */
export function login(body: CredentialsBody) {
  return apiClient.post<TokenPair>('/auth/login', body, {
    skipAuthRefresh: true,
  })
}
