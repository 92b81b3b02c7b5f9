import { NotFound } from '@/components/errors/not-found'
import { RouteError } from '@/components/errors/route-error'
import { PendingPage } from '@/components/pending-page'
import { rememberComponentStack } from '@/lib/error-reporting'
import { session, type Session } from '@/lib/session'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

export type RouterContext = {
  queryClient: QueryClient
  session: Session
}

export function createAppRouter({
  queryClient,
  history,
}: {
  queryClient: QueryClient
  history?: Parameters<typeof createRouter>[0]['history']
}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    defaultOnCatch: (error, info) =>
      rememberComponentStack(error, info.componentStack),
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
