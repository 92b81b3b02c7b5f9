import fp from 'fastify-plugin'
import type {
  AuthRateLimits,
  PasswordHashingParams,
  SigningKeys,
} from '../../modules/auth'
import { createApiServices, type Services } from '../../services'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service, built once (src/services.ts). */
    services: Services
  }
}

/** Decorates the app with the composition root's services. */
export const servicesPlugin = fp<{
  /** ES256 keys for access tokens (loadSigningKeys). */
  keys: SigningKeys
  passwordHashing?: PasswordHashingParams
  authRateLimits?: AuthRateLimits
}>(
  async (app, options) => {
    app.decorate(
      'services',
      createApiServices({
        env: app.config,
        database: { db: app.db, mode: app.dbMode },
        vault: app.vault,
        outbound: app.outbound,
        now: app.now,
        keys: options.keys,
        passwordHashing: options.passwordHashing,
        authRateLimits: options.authRateLimits,
        logError: (error, message) => app.log.error({ err: error }, message),
      })
    )
  },
  {
    name: 'services',
    dependencies: ['config', 'database', 'vault', 'outbound'],
  }
)
