import { classifyAddress, isAllowedClass } from './ip-address'
import { OutboundError, PRIVATE_DESTINATION_MESSAGE } from './outbound-error'

const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
])

export type Policy = {
  allowPrivate: boolean
  /** Addresses treated as public (OUTBOUND_ALLOWED_ADDRESSES; tests: a second loopback). */
  trustedAddresses?: readonly string[]
}

/** Whether a resolved or literal address may be connected to. */
export function isAllowedAddress(address: string, policy: Policy) {
  const bare = address.replace(/^\[|\]$/g, '')
  if (policy.trustedAddresses?.includes(bare)) return true
  const kind = classifyAddress(bare)
  return kind !== undefined && isAllowedClass(kind, policy.allowPrivate)
}

/**
 * The refusal of addresses the policy does not allow: one that names the
 * settings when every refused address is private (loopback, LAN), the
 * plain one when any is never allowed (metadata, reserved).
 */
export function blockedDestination(addresses: readonly string[]) {
  const isPrivate = addresses.every(
    (address) =>
      address === 'localhost' ||
      address.endsWith('.localhost') ||
      classifyAddress(address.replace(/^\[|\]$/g, '')) === 'private'
  )
  return new OutboundError(
    'BLOCKED_DESTINATION',
    undefined,
    isPrivate ? PRIVATE_DESTINATION_MESSAGE : undefined
  )
}

/**
 * Parses and checks a user-given URL before any connection: http(s) only, no
 * credentials, no metadata names, IP literals in any spelling judged by their
 * value (the WHATWG parser turns 2130706433, 0177.0.0.1, 0x7f.1 and 127.1
 * into 127.0.0.1). Host names are judged again after resolution.
 */
export function checkUrl(input: string | URL, policy: Policy): URL {
  let url: URL
  try {
    url = new URL(String(input))
  } catch {
    throw new OutboundError('INVALID_URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('INVALID_URL')
  }
  if (url.username || url.password) throw new OutboundError('INVALID_URL')
  const host = url.hostname.toLowerCase().replace(/\.+$/, '')
  if (!host) throw new OutboundError('INVALID_URL')
  if (METADATA_HOSTS.has(host)) throw new OutboundError('BLOCKED_DESTINATION')
  if (classifyAddress(host) !== undefined) {
    if (!isAllowedAddress(host, policy)) throw blockedDestination([host])
  } else if (
    (host === 'localhost' || host.endsWith('.localhost')) &&
    !policy.allowPrivate
  ) {
    throw blockedDestination([host])
  }
  return url
}
