import { createDataLayer } from '@/lib/data-layer'
import { installPreloadErrorReload } from '@/lib/preload-error'
import { applyTheme, readTheme } from '@/lib/theme'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createAppRouter } from './router'
import { connectSession } from './session-handlers'
import './index.css'

applyTheme(readTheme())
installPreloadErrorReload()

const data = createDataLayer()
const router = createAppRouter({ data })
connectSession(router, data)
// Built without a key, analytics is not even in the app's code.
if (import.meta.env.VITE_POSTHOG_KEY?.trim()) {
  void import('@/lib/analytics/connect-analytics').then((analytics) =>
    analytics.connectAnalytics()
  )
}

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Missing #root element')
createRoot(rootElement).render(
  <StrictMode>
    <App router={router} data={data} />
  </StrictMode>
)
