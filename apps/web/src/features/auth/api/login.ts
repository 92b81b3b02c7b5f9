import { apiClient } from '@/lib/api'
import type { CredentialsBody, TokenPair } from '@kiln/contract/auth'
import { useMutation } from '@tanstack/react-query'

/** POST /auth/login: a wrong password is a 401 to show, not to refresh. */
export function login(body: CredentialsBody) {
  return apiClient.post<TokenPair>('/auth/login', body, {
    skipAuthRefresh: true,
  })
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { errorToast: false } })
}
