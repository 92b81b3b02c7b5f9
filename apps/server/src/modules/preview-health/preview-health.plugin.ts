import fp from 'fastify-plugin'

export const PREVIEW_HEALTH_PATH = '/__kiln/health'

/**
 * GET /__kiln/health on any preview host, readable by the app origin
 * (PUBLIC_URL) through CORS: /test-route checks that the preview origin
 * answers. Registered before the host check, which it skips.
 */
export const previewHealthPlugin = fp(
  async (app) => {
    const cors = {
      'access-control-allow-origin': app.config.publicUrl,
      'access-control-allow-methods': 'GET',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'no-store',
      vary: 'Origin',
    }
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0] !== PREVIEW_HEALTH_PATH) return
      if (request.method === 'OPTIONS') {
        return reply.code(204).headers(cors).send()
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return
      return reply.headers(cors).send({ status: 'ok' })
    })
  },
  { name: 'preview-health', dependencies: ['config'] }
)
