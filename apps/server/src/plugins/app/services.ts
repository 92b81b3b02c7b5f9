import fp from 'fastify-plugin'
import { createServices, type Services } from '../../services'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service, built once (src/services.ts). */
    services: Services
  }
}

/** Decorates the app with the composition root's services. */
export const servicesPlugin = fp(
  async (app) => {
    app.decorate(
      'services',
      createServices({
        env: app.config,
        database: { db: app.db, mode: app.dbMode },
        vault: app.vault,
        outbound: app.outbound,
        now: app.now,
      })
    )
  },
  {
    name: 'services',
    dependencies: ['config', 'database', 'vault', 'outbound'],
  }
)
