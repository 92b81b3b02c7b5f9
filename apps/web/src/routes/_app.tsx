import { profileQueryOptions } from '@/api/users/get-profile'
import { AppShell } from '@/features/shell/app-shell'
import { requireSession } from '@/lib/auth/require-session'
import { loadDataLayer } from '@/lib/data-layer'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app')({
  beforeLoad: async (args) => {
    await requireSession(args)
    return loadDataLayer(args)
  },
  // Not awaited: the shell reads the profile with useQuery, and a child's own
  // pending screen must not wait behind the layout (docs/product.md §2 loading screens).
  loader: ({ context }) => {
    const user = context.session.getUser()
    if (user) void context.queryClient.prefetchQuery(profileQueryOptions(user))
  },
  component: AppShell,
})
