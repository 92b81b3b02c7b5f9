export const RETURN_URL_KEY = 'returnUrl'

/** Remembers where to go after sign-in (session storage). */
export function saveReturnUrl(url: string, storage = window.sessionStorage) {
  storage.setItem(RETURN_URL_KEY, url)
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
