import { createHash, randomBytes } from 'node:crypto'

/** A new link token: 256 random bits, base64url (43 characters). */
export const newShareToken = () => randomBytes(32).toString('base64url')

export const hashShareToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex')

export const tokenHint = (token: string) => token.slice(-6)
