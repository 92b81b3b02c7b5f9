import { PREVIEW_BRIDGE_PATH } from '@kiln/contract/preview'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ArtifactsReader } from './artifacts.repo'
import { bridgeScript } from './bridge-script'
import { createVersionFiles } from './version-files'

/**
 * Serves the origin's version at the root (version-files.ts), and the
 * bridge script the studio talks to the app through.
 */
export const versionRoutes: FastifyPluginAsyncZod<{
  artifacts: ArtifactsReader
}> = async (app, { artifacts }) => {
  const bridge = bridgeScript(app.config.publicUrl)
  const files = createVersionFiles(artifacts)

  app.get(PREVIEW_BRIDGE_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(bridge)
  )

  app.get(
    '/*',
    { schema: { params: z.object({ '*': z.string().max(1024) }) } },
    async (request, reply) => {
      const answer = await files.answer(
        request.previewSite,
        request.params['*']
      )
      if (answer.kind === 'index') {
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .compress(answer.html)
        return reply
      }
      const { etag } = answer
      if (etag) reply.header('etag', etag)
      reply
        .header('cache-control', answer.cacheControl)
        .type(answer.contentType)
      if (etag && request.headers['if-none-match'] === etag) {
        return reply.code(304).send()
      }
      reply.compress(answer.body)
      return reply
    }
  )
}
