import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60

/** Stripe-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signPayload(secret: string, timestamp: number, body: string) {
  const mac = createHmac('sha256', secret)
    .update(`${timestamp}.${body}`)
    .digest('hex')
  return `t=${timestamp},v1=${mac}`
}

export type SignatureCheck = 'ok' | 'malformed' | 'mismatch' | 'expired'

export function verifySignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  now: Date
): SignatureCheck {
  if (!header) return 'malformed'
  const parts = header.split(',').map((part) => part.trim().split('='))
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1])
  const candidates = parts
    .filter(([key, value]) => key === 'v1' && value)
    .map(([, value]) => value!)
  if (!Number.isInteger(timestamp) || candidates.length === 0) {
    return 'malformed'
  }
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(rawBody)
    .digest()
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, 'hex')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!matches) return 'mismatch'
  const age = Math.abs(now.getTime() / 1000 - timestamp)
  return age > SIGNATURE_TOLERANCE_SECONDS ? 'expired' : 'ok'
}
