import fp from 'fastify-plugin'
import { AppError } from '../../lib/app-error'

/**
 * Refuses every service worker script (browsers fetch them with
 * `Service-Worker: script`). A worker would outlive the version that
 * installed it and answer for later versions of the project's origin.
 */
export const noServiceWorkersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.headers['service-worker'] === undefined) return
      throw new AppError('FORBIDDEN', {
        message: 'A preview cannot register a service worker.',
      })
    })
  },
  { name: 'no-service-workers' }
)
