import { ResetPasswordPage } from '@/features/auth/reset-password-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordPage,
})
