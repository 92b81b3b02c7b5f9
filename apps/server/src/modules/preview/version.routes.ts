import { PREVIEW_BRIDGE_PATH } from '@kiln/contract/preview'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import type { ArtifactsReader } from './artifacts.repo'
import { bridgeScript, prepareIndexHtml } from './bridge-script'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const taskIdSchema = z.string().min(1).max(100)

const notFound = (message: string) => new AppError('NOT_FOUND', { message })

/** A last path segment with an extension is a file, never a client route. */
const isAssetPath = (path: string) => /\.[A-Za-z0-9]+$/.test(path)

/** Serves built versions: /v/<taskId>/<path> of the host's project only. */
export const versionRoutes: FastifyPluginAsyncZod<{
  artifacts: ArtifactsReader
}> = async (app, { artifacts }) => {
  const bridge = bridgeScript(app.config.publicUrl)

  app.get(PREVIEW_BRIDGE_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(bridge)
  )

  app.get('/', async (request, reply) => {
    const taskId = await artifacts.headTaskId(request.previewProjectId)
    if (!taskId) throw notFound('This app has no built version yet.')
    return reply.redirect(`/v/${encodeURIComponent(taskId)}/`)
  })

  app.get(
    '/v/:taskId',
    { schema: { params: z.object({ taskId: taskIdSchema }) } },
    async (request, reply) =>
      reply.redirect(`/v/${encodeURIComponent(request.params.taskId)}/`)
  )

  async function sendIndex(
    projectId: string,
    taskId: string,
    reply: FastifyReply
  ) {
    const index = await artifacts.find(projectId, taskId, 'index.html')
    if (!index) throw notFound('This version does not exist in this project.')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(prepareIndexHtml(index.body.toString('utf8'), taskId))
  }

  app.get(
    '/v/:taskId/*',
    {
      schema: {
        params: z.object({ taskId: taskIdSchema, '*': z.string().max(1024) }),
      },
    },
    async (request, reply) => {
      const projectId = request.previewProjectId
      const { taskId, '*': rest } = request.params
      const path = rest.replace(/^\/+/, '')
      if (path === '' || path.endsWith('/') || path === 'index.html') {
        return sendIndex(projectId, taskId, reply)
      }
      const file = await artifacts.find(projectId, taskId, path)
      if (file) {
        const etag = file.sha256 ? `"${file.sha256}"` : undefined
        if (etag) reply.header('etag', etag)
        reply.header('cache-control', IMMUTABLE).type(file.contentType)
        if (etag && request.headers['if-none-match'] === etag) {
          return reply.code(304).send()
        }
        return reply.send(file.body)
      }
      if (isAssetPath(path)) throw notFound(`No file ${path} in this version.`)
      return sendIndex(projectId, taskId, reply)
    }
  )
}
