export const RETURN_URL_KEY = 'returnUrl'

/** Pages a user is sent to for signing in: never a place to return to. */
const SIGN_IN_PATHS = ['/login', '/signup', '/login-auth']

/**
 * Remembers where to go after sign-in (session storage). A sign-in page is
 * not remembered, so a second unauthorized answer arriving after the user
 * was sent to /login keeps the page they were on.
 */
export function saveReturnUrl(url: string, storage = window.sessionStorage) {
  if (SIGN_IN_PATHS.includes(pathOf(url))) return
  storage.setItem(RETURN_URL_KEY, url)
}

function pathOf(url: string) {
  try {
    return new URL(url, 'http://kiln.invalid').pathname
  } catch {
    return url
  }
}

/**
 * Reads the remembered return address once and removes it. It is resolved
 * against the site origin and given back as path, query and fragment; a value
 * that cannot be parsed is given back raw.
 */
export function consumeReturnUrl(
  storage = window.sessionStorage,
  origin = window.location.origin
) {
  const raw = storage.getItem(RETURN_URL_KEY)
  storage.removeItem(RETURN_URL_KEY)
  if (!raw) return null
  try {
    const url = new URL(raw, origin)
    return url.pathname + url.search + url.hash
  } catch {
    return raw
  }
}
