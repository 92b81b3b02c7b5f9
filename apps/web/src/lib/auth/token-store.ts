import { readCookie } from './cookies'

export type AuthTokens = {
  accessToken: string
  refreshToken: string
  /** Epoch milliseconds: receipt time plus `expiresIn` seconds. */
  expiresAt: number
}

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  expiresAt: 'expiresAt',
} as const

/**
 * The legacy cookie pair `access_token` / `refresh_token` (docs/product.md §3), read
 * only under the `__Host-` prefix. Browsers accept a `__Host-` cookie only
 * from Kiln's own origin over a secure connection, without a Domain, so a
 * sibling subdomain (or a preview app) cannot plant its own session in the
 * user's browser. Plain `access_token` cookies are ignored.
 */
export const COOKIE_KEYS = {
  accessToken: '__Host-access_token',
  refreshToken: '__Host-refresh_token',
} as const

type TokenStoreDeps = {
  storage?: Storage
  readCookies?: () => string
  now?: () => number
}

export type TokenStore = ReturnType<typeof createTokenStore>

/**
 * Client-side session (docs/product.md §3-4): tokens in local storage, with the legacy
 * cookie pair read as a fallback (see COOKIE_KEYS).
 */
export function createTokenStore({
  storage = window.localStorage,
  readCookies = () => document.cookie,
  now = Date.now,
}: TokenStoreDeps = {}) {
  const listeners = new Set<() => void>()
  let tokens = load()

  function load(): AuthTokens | null {
    const accessToken = storage.getItem(STORAGE_KEYS.accessToken)
    const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken)
    const expiresAt = Number(storage.getItem(STORAGE_KEYS.expiresAt))
    if (!accessToken || !Number.isFinite(expiresAt) || expiresAt <= 0) {
      return null
    }
    return { accessToken, refreshToken: refreshToken ?? '', expiresAt }
  }

  function setTokens(next: AuthTokens | null) {
    tokens = next
    if (next) {
      storage.setItem(STORAGE_KEYS.accessToken, next.accessToken)
      storage.setItem(STORAGE_KEYS.refreshToken, next.refreshToken)
      storage.setItem(STORAGE_KEYS.expiresAt, String(next.expiresAt))
    } else {
      Object.values(STORAGE_KEYS).forEach((key) => storage.removeItem(key))
    }
    listeners.forEach((listener) => listener())
  }

  return {
    getTokens: () => tokens,
    setTokens,
    /** Stores a token pair received now; `expiresIn` is in seconds. */
    setTokenPair(pair: {
      accessToken: string
      refreshToken: string
      expiresIn: number
    }) {
      setTokens({
        accessToken: pair.accessToken,
        refreshToken: pair.refreshToken,
        expiresAt: now() + pair.expiresIn * 1000,
      })
    },
    getAccessToken() {
      return (
        tokens?.accessToken ??
        readCookie(readCookies(), COOKIE_KEYS.accessToken)
      )
    },
    getRefreshToken() {
      return (
        tokens?.refreshToken ||
        readCookie(readCookies(), COOKIE_KEYS.refreshToken)
      )
    },
    /** An unexpired access token, or else a `__Host-access_token` cookie. */
    isSignedIn() {
      if (tokens?.accessToken && tokens.expiresAt && now() < tokens.expiresAt) {
        return true
      }
      return Boolean(readCookie(readCookies(), COOKIE_KEYS.accessToken))
    },
    /** Re-reads storage, e.g. after another tab changed it. */
    reload() {
      tokens = load()
      listeners.forEach((listener) => listener())
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
