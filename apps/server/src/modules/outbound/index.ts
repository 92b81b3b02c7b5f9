/** The outbound module's public surface: other modules import only from here. */
export type { Policy } from './destination'
export { readText } from './limit-body'
export { createOutbound, type GuardedFetch, type Outbound } from './outbound'
export { OutboundError, toOutboundError } from './outbound-error'
export { outboundSettings } from './outbound-settings'
export { type OutboundOverrides, outboundPlugin } from './outbound.plugin'
export { refuseBlockedDestination } from './refuse-destination'
