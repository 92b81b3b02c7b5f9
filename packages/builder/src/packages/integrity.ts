import { createHash } from 'node:crypto'

/** `sha512-<base64>` of the bytes (npm's integrity format). */
export function integrityOf(bytes: Uint8Array): string {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`
}

/**
 * Whether the bytes match an SRI string (any of its space-separated hashes
 * with an algorithm we know) or, failing that, a hex sha1 `shasum`.
 */
export function matchesIntegrity(
  bytes: Uint8Array,
  expected: { integrity?: string; shasum?: string }
): boolean {
  const hashes = (expected.integrity ?? '').split(/\s+/).filter(Boolean)
  for (const hash of hashes) {
    const dash = hash.indexOf('-')
    const algorithm = hash.slice(0, dash)
    if (!['sha512', 'sha384', 'sha256', 'sha1'].includes(algorithm)) continue
    const digest = createHash(algorithm).update(bytes).digest('base64')
    return digest === hash.slice(dash + 1).replace(/\?.*$/, '')
  }
  if (expected.shasum) {
    return createHash('sha1').update(bytes).digest('hex') === expected.shasum
  }
  return false
}
