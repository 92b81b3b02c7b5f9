import { describe, expect, it } from 'vitest'
import { createTokenStore } from './token-store'

const NOW = 1_700_000_000_000

function setup(cookies = '') {
  let now = NOW
  const store = createTokenStore({
    storage: localStorage,
    readCookies: () => cookies,
    now: () => now,
  })
  return { store, advance: (ms: number) => (now += ms) }
}

describe('token store', () => {
  it('saves tokens under accessToken, refreshToken and expiresAt', () => {
    const { store } = setup()
    store.setTokenPair({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600 })
    expect(localStorage.getItem('accessToken')).toBe('a')
    expect(localStorage.getItem('refreshToken')).toBe('r')
    expect(localStorage.getItem('expiresAt')).toBe(String(NOW + 3_600_000))
    expect(store.getTokens()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: NOW + 3_600_000,
    })
  })

  it('reads saved tokens back when created', () => {
    setup().store.setTokenPair({
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 60,
    })
    expect(setup().store.getAccessToken()).toBe('a')
  })

  it('clears state and storage with null', () => {
    const { store } = setup()
    store.setTokenPair({ accessToken: 'a', refreshToken: 'r', expiresIn: 60 })
    store.setTokens(null)
    expect(store.getTokens()).toBeNull()
    expect(localStorage.length).toBe(0)
    expect(store.isSignedIn()).toBe(false)
  })

  it('is signed in only before expiry', () => {
    const { store, advance } = setup()
    store.setTokenPair({ accessToken: 'a', refreshToken: 'r', expiresIn: 60 })
    expect(store.isSignedIn()).toBe(true)
    advance(59_999)
    expect(store.isSignedIn()).toBe(true)
    advance(1)
    expect(store.isSignedIn()).toBe(false)
  })

  it('falls back to the __Host- access_token and refresh_token cookies', () => {
    const { store } = setup(
      'theme=x; __Host-access_token=cookie-a; __Host-refresh_token=cookie-r'
    )
    expect(store.isSignedIn()).toBe(true)
    expect(store.getAccessToken()).toBe('cookie-a')
    expect(store.getRefreshToken()).toBe('cookie-r')
  })

  it('ignores plain access_token cookies a sibling subdomain could plant', () => {
    const { store } = setup('access_token=attacker-a; refresh_token=attacker-r')
    expect(store.isSignedIn()).toBe(false)
    expect(store.getAccessToken()).toBeNull()
    expect(store.getRefreshToken()).toBeNull()
  })

  it('notifies subscribers on change', () => {
    const { store } = setup()
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    store.setTokens(null)
    unsubscribe()
    store.setTokens(null)
    expect(calls).toBe(1)
  })
})
