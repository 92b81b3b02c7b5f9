import { createHash, randomBytes } from 'node:crypto'

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** 32 random bytes, base64url; only its hash is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url')

export const hashRefreshToken = (token: string) =>
  createHash('sha256').update(token).digest('hex')
