import fp from 'fastify-plugin'
import { createOutbound, type Outbound, type OutboundOptions } from './outbound'
import { outboundSettings } from './outbound-settings'

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbound guard: every request to a user-given URL goes through it. */
    outbound: Outbound
  }
}

export type OutboundOverrides = Omit<Partial<OutboundOptions>, 'allowPrivate'>

export const outboundPlugin = fp<{ overrides?: OutboundOverrides }>(
  async (app, { overrides }) => {
    const outbound = createOutbound({
      ...outboundSettings(app.config),
      ...overrides,
    })
    app.decorate('outbound', outbound)
    app.addHook('onClose', () => outbound.close())
  },
  { name: 'outbound', dependencies: ['config'] }
)
