/** Reads one cookie of `document.cookie`-style text. */
export function readCookie(cookieText: string, name: string) {
  for (const part of cookieText.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      const value = rest.join('=')
      try {
        return decodeURIComponent(value)
      } catch {
        return value
      }
    }
  }
  return null
}
