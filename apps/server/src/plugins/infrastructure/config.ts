import fp from 'fastify-plugin'
import type { Env } from '../../config/env'

declare module 'fastify' {
  interface FastifyInstance {
    config: Env
    /** The clock every service uses; tests move it. */
    now: () => Date
  }
}

export const configPlugin = fp<{ env: Env; now: () => Date }>(
  async (app, { env, now }) => {
    app.decorate('config', env)
    app.decorate('now', now)
  },
  { name: 'config' }
)
