import type { LookupAddress } from 'node:dns'
import { Resolver as DnsResolver } from 'node:dns/promises'
import type { Resolver } from './guarded-agent'

/**
 * Resolves A and AAAA records at the given DNS servers (OUTBOUND_DNS_SERVERS,
 * e.g. `10.0.0.2` or `127.0.0.1:5353`) instead of the system resolver.
 */
export function dnsServerResolver(servers: readonly string[]): Resolver {
  const dns = new DnsResolver({ timeout: 2000, tries: 2 })
  dns.setServers([...servers])
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([
      dns.resolve4(hostname),
      dns.resolve6(hostname),
    ])
    const addresses: LookupAddress[] = [
      ...(v4.status === 'fulfilled' ? v4.value : []).map((address) => ({
        address,
        family: 4,
      })),
      ...(v6.status === 'fulfilled' ? v6.value : []).map((address) => ({
        address,
        family: 6,
      })),
    ]
    if (addresses.length === 0) {
      throw Object.assign(new Error(`No address for ${hostname}`), {
        code: 'ENOTFOUND',
      })
    }
    return addresses
  }
}
