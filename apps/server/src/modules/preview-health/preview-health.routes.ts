import { previewHealthResponseSchema } from '@kiln/contract/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { previewOrigin } from '../preview'
import { PREVIEW_HEALTH_PATH } from './preview-health.plugin'

/** GET /preview-health: where the SPA can check the preview origin. */
export const previewHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  const url = `${previewOrigin(app.config, 'kiln-health')}${PREVIEW_HEALTH_PATH}`
  app.get(
    '/preview-health',
    { schema: { response: { 200: previewHealthResponseSchema } } },
    async () => ({ url })
  )
}
