import {
  PREVIEW_BRIDGE_PATH,
  PREVIEW_SELECT_PATH,
} from '@kiln/contract/preview'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ArtifactsReader } from './artifacts.repo'
import { bridgeScript } from './bridge-script'
import { selectScript } from './select-script'
import { sendBody } from './send-body'
import { createServedFiles } from './served-files'
import { assertSelectable, versionAnswer } from './version-answer'

/** Serves the origin's version at the root (version-answer.ts) and the scripts the studio talks to it through. */
export const versionRoutes: FastifyPluginAsyncZod<{
  artifacts: ArtifactsReader
}> = async (app, { artifacts }) => {
  const bridge = bridgeScript(app.config.publicUrl)
  const select = selectScript(app.config.publicUrl)
  const files = createServedFiles(app.db, artifacts)
  const { encoded } = files

  app.get(PREVIEW_BRIDGE_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(bridge)
  )

  app.get(PREVIEW_SELECT_PATH, async (request, reply) => {
    assertSelectable(request.previewSite)
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(select)
  })

  app.get(
    '/*',
    { schema: { params: z.object({ '*': z.string().max(1024) }) } },
    async (request, reply) => {
      const answer = await versionAnswer(
        files,
        request.previewSite,
        request.params['*']
      )
      return sendBody(request, reply, answer.body, {
        cacheControl: answer.cacheControl,
        encoded,
      })
    }
  )
}
