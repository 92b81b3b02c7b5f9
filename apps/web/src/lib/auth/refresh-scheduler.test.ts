import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  REFRESH_BEFORE_EXPIRY_MS,
  startRefreshScheduler,
} from './refresh-scheduler'
import { createTokenStore } from './token-store'

const NOW = 1_700_000_000_000

describe('refresh scheduler', () => {
  let visibility: DocumentVisibilityState = 'visible'
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW })
    visibility = 'visible'
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(
      () => visibility
    )
  })
  afterEach(() => vi.useRealTimers())

  function setup() {
    const store = createTokenStore({ readCookies: () => '' })
    store.setTokenPair({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600 })
    const refresh = vi.fn(async () => true)
    const stop = startRefreshScheduler({ store, refresh })
    return { store, refresh, stop }
  }

  it('refreshes 30 minutes before expiry', () => {
    const { refresh, stop } = setup()
    vi.advanceTimersByTime(3_600_000 - REFRESH_BEFORE_EXPIRY_MS - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('does not refresh while the tab is hidden, and catches up when visible', () => {
    const { refresh, stop } = setup()
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(3_600_000)
    expect(refresh).not.toHaveBeenCalled()
    visibility = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(0)
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('stops when signed out', () => {
    const { store, refresh, stop } = setup()
    store.setTokens(null)
    vi.advanceTimersByTime(3_600_000)
    expect(refresh).not.toHaveBeenCalled()
    stop()
  })
})
