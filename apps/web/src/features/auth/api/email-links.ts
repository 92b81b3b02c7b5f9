import { apiClient } from '@/lib/api'
import type {
  MessageResponse,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  VerifyEmailBody,
} from '@kiln/contract/account'

/** POST /auth/password-reset: e-mails a reset link if the account exists. */
export function requestPasswordReset(body: PasswordResetRequestBody) {
  return apiClient.post<MessageResponse>('/auth/password-reset', body, {
    skipAuthRefresh: true,
  })
}

/** POST /auth/password-reset/confirm: the link's token and a new password. */
export function confirmPasswordReset(body: PasswordResetConfirmBody) {
  return apiClient.post<MessageResponse>('/auth/password-reset/confirm', body, {
    skipAuthRefresh: true,
  })
}

/** POST /auth/verify-email: confirms the address of a verification link. */
export function verifyEmail(body: VerifyEmailBody) {
  return apiClient.post<MessageResponse>('/auth/verify-email', body, {
    skipAuthRefresh: true,
  })
}
