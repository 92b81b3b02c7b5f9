import { NotFound } from '@/components/errors/not-found'
import { RouteError } from '@/components/errors/route-error'
import { PendingPage } from '@/components/pending-page'
import type { DataLayer } from '@/lib/data-layer'
import { rememberComponentStack } from '@/lib/error-reporting'
import { session, type Session } from '@/lib/session'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

/** Routes below a `loadDataLayer` beforeLoad also get `queryClient`. */
export type RouterContext = {
  data: DataLayer
  session: Session
}

export function createAppRouter({
  data,
  history,
}: {
  data: DataLayer
  history?: Parameters<typeof createRouter>[0]['history']
}) {
  return createRouter({
    routeTree,
    history,
    context: { data, session },
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
