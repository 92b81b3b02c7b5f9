import { profileQueryOptions } from '@/api/users/get-profile'
import { AppShell } from '@/features/shell/app-shell'
import { requireSession } from '@/lib/auth/require-session'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app')({
  beforeLoad: requireSession,
  loader: async ({ context }) => {
    const user = context.session.getUser()
    if (user) await context.queryClient.prefetchQuery(profileQueryOptions(user))
  },
  component: AppShell,
})
