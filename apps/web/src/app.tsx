import { ErrorScreen } from '@/components/errors/error-screen'
import { ThemeProvider } from '@/components/theme-provider'
import { rememberComponentStack } from '@/lib/error-reporting'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { ErrorBoundary } from 'react-error-boundary'
import type { createAppRouter } from './router'

/** Providers around the router; the outer boundary catches what routes do not. */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
}) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary
          fallbackRender={({ error }) => <ErrorScreen error={error} />}
          onError={(error, info) =>
            rememberComponentStack(error, info.componentStack)
          }
        >
          <RouterProvider router={router} />
        </ErrorBoundary>
      </QueryClientProvider>
    </ThemeProvider>
  )
}
