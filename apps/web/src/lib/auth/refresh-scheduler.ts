import type { TokenStore } from './token-store'

export const REFRESH_BEFORE_EXPIRY_MS = 30 * 60 * 1000
const MAX_TIMER_MS = 2 ** 31 - 1

type SchedulerDeps = {
  store: Pick<TokenStore, 'getTokens' | 'subscribe'>
  refresh: () => Promise<unknown>
  now?: () => number
  doc?: Document
}

/**
 * Refreshes the access token 30 minutes before it expires, only while the
 * tab is visible (docs/product.md §4). Returns a stop function.
 */
export function startRefreshScheduler({
  store,
  refresh,
  now = Date.now,
  doc = document,
}: SchedulerDeps) {
  let timer: ReturnType<typeof setTimeout> | undefined

  function schedule() {
    clearTimeout(timer)
    timer = undefined
    const tokens = store.getTokens()
    if (!tokens?.refreshToken || doc.visibilityState !== 'visible') return
    const delay = tokens.expiresAt - REFRESH_BEFORE_EXPIRY_MS - now()
    timer = setTimeout(
      () => void refresh(),
      Math.min(Math.max(delay, 0), MAX_TIMER_MS)
    )
  }

  schedule()
  const unsubscribe = store.subscribe(schedule)
  doc.addEventListener('visibilitychange', schedule)
  return () => {
    clearTimeout(timer)
    unsubscribe()
    doc.removeEventListener('visibilitychange', schedule)
  }
}
