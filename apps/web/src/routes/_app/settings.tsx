import { authConfigQueryOptions } from '@/api/auth/get-auth-config'
import { accountQueryOptions } from '@/features/settings/api/get-account'
import { sessionsQueryOptions } from '@/features/settings/api/sessions'
import { SettingsPage } from '@/features/settings/settings-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/settings')({
  // Started here, read by each section with its own loading and error state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountQueryOptions())
    void context.queryClient.prefetchQuery(sessionsQueryOptions())
    void context.queryClient.prefetchQuery(authConfigQueryOptions())
  },
  component: SettingsPage,
})
