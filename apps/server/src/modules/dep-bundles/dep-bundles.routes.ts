import { DEFAULT_DEPS_BASE } from '@kiln/builder/bundle'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { DepBundlesService } from './dep-bundles.service'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The preview host's `/__kiln/deps/<hash>/<file>`: pre-bundled dependency
 * layers, the same bytes for every app with that hash, cached for good.
 */
export const depBundlesRoutes: FastifyPluginAsyncZod<{
  depBundles: DepBundlesService
}> = async (app, { depBundles }) => {
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
      const found = await depBundles.file(hash, file)
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${hash}-${file}"`)
        .type(found.contentType)
        .compress(found.body)
      return reply
    }
  )
}
