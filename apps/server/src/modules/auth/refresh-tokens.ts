import { createHash, randomBytes } from 'node:crypto'

/** A sign-in ends this long after it started, however often it refreshes. */
export const SESSION_MAX_LIFE_MS = 30 * 24 * 60 * 60 * 1000
/** A refresh token not used for this long no longer refreshes. */
export const REFRESH_TOKEN_IDLE_MS = 7 * 24 * 60 * 60 * 1000

/** 32 random bytes, base64url; only its hash is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url')

export const hashRefreshToken = (token: string) =>
  createHash('sha256').update(token).digest('hex')

/** The idle limit of a new refresh token, never past its session's end. */
export const refreshTokenExpiry = (now: Date, sessionEnd: Date) =>
  new Date(
    Math.min(now.getTime() + REFRESH_TOKEN_IDLE_MS, sessionEnd.getTime())
  )
