import { DataProvider } from '@/components/data-provider'
import { ErrorScreen } from '@/components/errors/error-screen'
import { ThemeProvider } from '@/components/theme-provider'
import type { DataLayer } from '@/lib/data-layer'
import { rememberComponentStack } from '@/lib/error-reporting'
import { RouterProvider } from '@tanstack/react-router'
import { ErrorBoundary } from 'react-error-boundary'
import type { createAppRouter } from './router'

/** Providers around the router; the outer boundary catches what routes do not. */
export function App({
  router,
  data,
}: {
  router: ReturnType<typeof createAppRouter>
  data: DataLayer
}) {
  return (
    <ThemeProvider>
      <DataProvider data={data}>
        <ErrorBoundary
          fallbackRender={({ error }) => <ErrorScreen error={error} />}
          onError={(error, info) =>
            rememberComponentStack(error, info.componentStack)
          }
        >
          <RouterProvider router={router} />
        </ErrorBoundary>
      </DataProvider>
    </ThemeProvider>
  )
}
