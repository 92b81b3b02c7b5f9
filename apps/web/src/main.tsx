import { connectAnalytics } from '@/lib/analytics/connect-analytics'
import { installPreloadErrorReload } from '@/lib/preload-error'
import { createQueryClient } from '@/lib/query-client'
import { applyTheme, readTheme } from '@/lib/theme'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createAppRouter } from './router'
import { connectSession } from './session-handlers'
import './index.css'

applyTheme(readTheme())
installPreloadErrorReload()

const queryClient = createQueryClient()
const router = createAppRouter({ queryClient })
connectSession(router, queryClient)
connectAnalytics()

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Missing #root element')
createRoot(rootElement).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
)
