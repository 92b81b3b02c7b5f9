import { apiClient, setUnauthorizedHandler, tokenStore } from '@/lib/api'
import { startRefreshScheduler } from '@/lib/auth/refresh-scheduler'
import { saveReturnUrl } from '@/lib/auth/return-url'
import { STORAGE_KEYS } from '@/lib/auth/token-store'
import { installPreloadErrorReload } from '@/lib/preload-error'
import { createQueryClient } from '@/lib/query-client'
import { applyTheme, readTheme } from '@/lib/theme'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createAppRouter } from './router'
import './index.css'

applyTheme(readTheme())
installPreloadErrorReload()

const queryClient = createQueryClient()
const router = createAppRouter({ queryClient })

setUnauthorizedHandler(() => {
  tokenStore.setTokens(null)
  queryClient.clear()
  saveReturnUrl(router.state.location.href)
  void router.navigate({ to: '/login' })
})
startRefreshScheduler({ store: tokenStore, refresh: apiClient.refresh })
window.addEventListener('storage', (event) => {
  const keys: (string | null)[] = Object.values(STORAGE_KEYS)
  if (keys.includes(event.key)) tokenStore.reload()
})

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Missing #root element')
createRoot(rootElement).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
)
