import { apiClient, setUnauthorizedHandler, tokenStore } from '@/lib/api'
import { startRefreshScheduler } from '@/lib/auth/refresh-scheduler'
import { saveReturnUrl } from '@/lib/auth/return-url'
import { STORAGE_KEYS } from '@/lib/auth/token-store'
import type { DataLayer } from '@/lib/data-layer'
import type { createAppRouter } from './router'

/**
 * Wires the session to the app: a request still unauthorized after a refresh
 * ends the session and goes to /login; tokens refresh on schedule; other tabs'
 * sign-in and sign-out are picked up. Returns a cleanup function.
 */
export function connectSession(
  router: ReturnType<typeof createAppRouter>,
  data: DataLayer
) {
  setUnauthorizedHandler(() => {
    tokenStore.setTokens(null)
    data.clear()
    saveReturnUrl(router.state.location.href)
    void router.navigate({ to: '/login' })
  })
  const stopScheduler = startRefreshScheduler({
    store: tokenStore,
    refresh: apiClient.refresh,
  })
  const onStorage = (event: StorageEvent) => {
    const keys: (string | null)[] = Object.values(STORAGE_KEYS)
    if (keys.includes(event.key)) tokenStore.reload()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    setUnauthorizedHandler(() => {})
    stopScheduler()
    window.removeEventListener('storage', onStorage)
  }
}
