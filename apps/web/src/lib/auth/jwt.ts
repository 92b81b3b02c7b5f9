import { logger } from '@/lib/logger'

export type JwtPayload = Record<string, unknown> & {
  sub?: string
  userId?: string
  email?: string
  exp?: number
}

function decodeBase64Url(segment: string) {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64.padEnd(
    base64.length + ((4 - (base64.length % 4)) % 4),
    '='
  )
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** Decodes (does not verify) a JWT payload; invalid tokens give null. */
export function decodeJwt(token: string): JwtPayload | null {
  const segments = token.split('.')
  if (segments.length !== 3) {
    logger.error('Invalid JWT token format')
    return null
  }
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(segments[1] ?? ''))
    if (typeof payload !== 'object' || payload === null) return null
    return payload as JwtPayload
  } catch (e) {
    logger.error('Error decoding JWT token:', e)
    return null
  }
}

export type TokenUser = { userId: string; email: string | null }

/** The user of a token: id from `sub` or `userId`, e-mail from `email`. */
export function getTokenUser(token: string | null): TokenUser | null {
  if (!token) return null
  const payload = decodeJwt(token)
  const userId = payload?.sub ?? payload?.userId
  if (typeof userId !== 'string' || userId === '') return null
  const email = typeof payload?.email === 'string' ? payload.email : null
  return { userId, email }
}
