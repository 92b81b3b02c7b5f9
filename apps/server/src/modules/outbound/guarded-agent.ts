import type { LookupAddress } from 'node:dns'
import { lookup as dnsLookup } from 'node:dns/promises'
import { Agent } from 'undici'
import {
  blockedDestination,
  isAllowedAddress,
  type Policy,
} from './destination'
import { OutboundError } from './outbound-error'

export type Resolver = (hostname: string) => Promise<LookupAddress[]>

export const systemResolver: Resolver = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true })

type LookupCallback = (
  error: Error | null,
  address: string | LookupAddress[],
  family?: number
) => void

/**
 * An undici Agent whose sockets connect only to addresses this module
 * resolved and checked: every address of the name must be allowed, so a
 * rebinding answer cannot slip a private address in after the check.
 */
export function createGuardedAgent(
  policy: Policy,
  resolve: Resolver,
  connectTimeoutMs: number
) {
  const lookup = (
    hostname: string,
    options: { family?: number | string; all?: boolean },
    callback: LookupCallback
  ) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw new OutboundError('DNS_FAILED')
        const refused = addresses
          .map((a) => a.address)
          .filter((address) => !isAllowedAddress(address, policy))
        if (refused.length > 0) throw blockedDestination(refused)
        const family =
          options.family === 'IPv4'
            ? 4
            : options.family === 'IPv6'
              ? 6
              : options.family
        const wanted =
          family === 4 || family === 6
            ? addresses.filter((a) => a.family === family)
            : addresses
        if (wanted.length === 0) throw new OutboundError('DNS_FAILED')
        if (options.all) callback(null, wanted)
        else callback(null, wanted[0]!.address, wanted[0]!.family)
      })
      .catch((error: unknown) => {
        callback(
          error instanceof OutboundError
            ? error
            : new OutboundError('DNS_FAILED'),
          ''
        )
      })
  }
  return new Agent({
    connect: { timeout: connectTimeoutMs, lookup },
    connections: 16,
  })
}
