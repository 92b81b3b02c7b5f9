import { createHash, randomBytes } from 'node:crypto'
import type { CookieSerializeOptions } from '@fastify/cookie'

/** As long as a pending sign-in (oidc_states) lives. */
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '127.0.0.1' ||
  hostname === '[::1]'

/**
 * The cookie that binds a pending OIDC sign-in to the browser that started
 * it. Over HTTPS (and on localhost, which browsers treat as secure) it is a
 * `__Host-` cookie: Secure, Path=/, no Domain, so no sibling subdomain or
 * plain-HTTP attacker can set it for Kiln's host.
 */
export function oidcBindingCookie(publicUrl: string) {
  const url = new URL(publicUrl)
  const secure = url.protocol === 'https:' || isLocalHost(url.hostname)
  const options: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: OIDC_STATE_TTL_MS / 1000,
  }
  return { name: secure ? '__Host-kiln-oidc' : 'kiln-oidc', options }
}

/** A binding value: 32 random bytes, base64url. */
export const newBrowserBinding = () => randomBytes(32).toString('base64url')

export const isBrowserBinding = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{43}$/.test(value)

export const hashBrowserBinding = (value: string) =>
  createHash('sha256').update(`oidc-binding:${value}`).digest('hex')
