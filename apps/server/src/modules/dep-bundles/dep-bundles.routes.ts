import { DEFAULT_DEPS_BASE } from '@kiln/builder/bundle'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { createDepBundlesReader } from './dep-bundles.repo'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The preview host's `/__kiln/deps/<hash>/<file>`: pre-bundled dependency
 * layers, the same bytes for every app with that hash, cached for good.
 */
export const depBundlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = createDepBundlesReader(app.db)
  app.get(
    `${DEFAULT_DEPS_BASE}:hash/:file`,
    {
      schema: {
        params: z.object({
          hash: z.string().regex(/^[0-9a-f]{8,64}$/),
          file: z.string().regex(/^[\w.-]{1,200}$/),
        }),
      },
    },
    async (request, reply) => {
      const { hash, file } = request.params
      const found = await reader.find(hash, file)
      if (!found) {
        throw new AppError('NOT_FOUND', { message: 'No such dependency file.' })
      }
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${hash}-${file}"`)
        .type(found.contentType)
        .compress(found.body)
      return reply
    }
  )
}
