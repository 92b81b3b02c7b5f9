import { App } from '@/app'
import { tokenStore } from '@/lib/api'
import { createDataLayer } from '@/lib/data-layer'
import { createQueryClient } from '@/lib/query-client'
import { createAppRouter } from '@/router'
import { connectSession } from '@/session-handlers'
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import { testAccessToken } from './fixtures'

export function signIn(accessToken = testAccessToken) {
  tokenStore.setTokenPair({
    accessToken,
    refreshToken: 'refresh-1',
    expiresIn: 3600,
  })
}

/** Renders the real app (providers, router, routes) at `path`. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  const history = createMemoryHistory({ initialEntries: [path] })
  const data = createDataLayer(() => Promise.resolve(queryClient))
  const router = createAppRouter({ data, history })
  const disconnect = connectSession(router, data)
  onTestFinished(disconnect)
  const result = render(<App router={router} data={data} />)
  return { ...result, router, queryClient }
}
