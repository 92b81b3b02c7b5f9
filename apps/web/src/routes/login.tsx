import { loadAuthConfig } from '@/features/auth/auth-config'
import { LoginPage } from '@/features/auth/login-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/login')({
  loader: loadAuthConfig,
  component: LoginPage,
})
