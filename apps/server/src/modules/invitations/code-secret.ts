import { createHash, randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding. */
export function base32(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

/** 160 random bits: 'KILN-' and 32 base32 characters. */
export const newCode = () => `KILN-${base32(randomBytes(20))}`

/** Codes are compared case-insensitively, ignoring spaces. */
export const normalizeCode = (code: string) =>
  code.replace(/\s+/g, '').toUpperCase()

export const hashCode = (code: string) =>
  createHash('sha256').update(normalizeCode(code)).digest('hex')

export const codeHint = (code: string) => `…${normalizeCode(code).slice(-4)}`
