import type { Env } from '../../config/env'
import { dnsServerResolver } from './dns-resolver'
import type { OutboundOptions } from './outbound'

type OutboundEnv = Pick<
  Env,
  | 'allowPrivateNetworkTargets'
  | 'outboundAllowedAddresses'
  | 'outboundDnsServers'
>

/** The guard's policy and resolver from the settings, for the API and the worker alike. */
export function outboundSettings(env: OutboundEnv): OutboundOptions {
  return {
    allowPrivate: env.allowPrivateNetworkTargets,
    trustedAddresses: env.outboundAllowedAddresses,
    ...(env.outboundDnsServers.length
      ? { resolve: dnsServerResolver(env.outboundDnsServers) }
      : {}),
  }
}
