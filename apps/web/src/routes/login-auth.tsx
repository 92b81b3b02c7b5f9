import { LoginAuthPage } from '@/features/auth/login-auth-page'
import { loginAuthSearchSchema } from '@/features/auth/login-auth-search'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/login-auth')({
  validateSearch: loginAuthSearchSchema,
  component: LoginAuthPage,
})
