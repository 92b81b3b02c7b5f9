import { apiClient } from '@/lib/api'
import type { CredentialsBody, TokenPair } from '@kiln/contract/auth'
import { useMutation } from '@tanstack/react-query'

/** POST /auth/signup: creates the account and signs it in. */
export function signup(body: CredentialsBody) {
  return apiClient.post<TokenPair>('/auth/signup', body, {
    skipAuthRefresh: true,
  })
}

export function useSignup() {
  return useMutation({ mutationFn: signup, meta: { errorToast: false } })
}
