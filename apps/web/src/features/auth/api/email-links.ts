import { apiClient } from '@/lib/api'
import type {
  MessageResponse,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  VerifyEmailBody,
} from '@kiln/contract/account'
import { useMutation } from '@tanstack/react-query'

/** POST /auth/password-reset: e-mails a reset link if the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      apiClient.post<MessageResponse>('/auth/password-reset', body, {
        skipAuthRefresh: true,
      }),
    meta: { errorToast: false },
  })
}

/** POST /auth/password-reset/confirm: the link's token and a new password. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      apiClient.post<MessageResponse>('/auth/password-reset/confirm', body, {
        skipAuthRefresh: true,
      }),
    meta: { errorToast: false },
  })
}

/** POST /auth/verify-email: confirms the address of a verification link. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (body: VerifyEmailBody) =>
      apiClient.post<MessageResponse>('/auth/verify-email', body, {
        skipAuthRefresh: true,
      }),
    meta: { errorToast: false },
  })
}
