import { loadAuthConfig } from '@/features/auth/auth-config'
import { SignupPage } from '@/features/auth/signup-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/signup')({
  loader: loadAuthConfig,
  component: SignupPage,
})
