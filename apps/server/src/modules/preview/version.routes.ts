import {
  PREVIEW_BRIDGE_PATH,
  PREVIEW_SELECT_PATH,
} from '@kiln/contract/preview'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import type { ArtifactsReader } from './artifacts.repo'
import { bridgeScript, prepareIndexHtml } from './bridge-script'
import type { PreviewSite } from './preview-sites'
import { selectScript } from './select-script'
import { strippedBody } from './strip-source-locations'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Paths Kiln serves itself on every preview origin (the data API, the
 * bridge, dependency bundles) and Kiln's own API path, which a preview must
 * never seem to answer: never an app file or a client route.
 */
export const RESERVED_PREFIXES = ['data/', '__kiln/', 'api/'] as const

const notFound = (message: string) => new AppError('NOT_FOUND', { message })

/** A last path segment with an extension is a file, never a client route. */
const isAssetPath = (path: string) => /\.[A-Za-z0-9]+$/.test(path)

/**
 * Serves the origin's version at the root, so client-side routers work
 * unchanged: a file if the version has it, else `index.html` (SPA
 * fallback, deep links and reloads included).
 */
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

  // Visual edits select elements of the studio's own version frame only.
  const select = selectScript(app.config.publicUrl)
  app.get(PREVIEW_SELECT_PATH, async (request, reply) => {
    if (request.previewSite.kind !== 'version') throw notFound('Not found.')
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(select)
  })

  async function sendIndex(site: PreviewSite, reply: FastifyReply) {
    const index = await artifacts.find(
      site.projectId,
      site.taskId,
      'index.html'
    )
    if (!index) throw notFound('This version has no index.html.')
    // Only the studio's own frame learns the task id: a share or the
    // published app must not point at a version origin that outlives it.
    const taskId = site.kind === 'version' ? site.taskId : ''
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .compress(
        prepareIndexHtml(index.body.toString('utf8'), taskId, {
          selectable: site.kind === 'version',
        })
      )
    return reply
  }

  app.get(
    '/*',
    { schema: { params: z.object({ '*': z.string().max(1024) }) } },
    async (request, reply) => {
      const site = request.previewSite
      const path = request.params['*'].replace(/^\/+/, '')
      if (RESERVED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        throw notFound('Not found.')
      }
      if (path === '' || path.endsWith('/') || path === 'index.html') {
        return sendIndex(site, reply)
      }
      const file = await artifacts.find(site.projectId, site.taskId, path)
      if (file) {
        // Published and shared apps go out without the preview's
        // data-kiln-loc tags (visual edits are the studio's only).
        const stripped =
          site.kind !== 'version' && /javascript/.test(file.contentType)
        const body = stripped ? strippedBody(file.sha256, file.body) : file.body
        const etag = file.sha256
          ? `"${file.sha256}${stripped ? '-s' : ''}"`
          : undefined
        if (etag) reply.header('etag', etag)
        // A published or shared origin changes version in place.
        const cache = site.kind === 'version' ? IMMUTABLE : 'no-cache'
        reply.header('cache-control', cache).type(file.contentType)
        if (etag && request.headers['if-none-match'] === etag) {
          return reply.code(304).send()
        }
        reply.compress(body)
        return reply
      }
      if (isAssetPath(path)) throw notFound(`No file ${path} in this version.`)
      return sendIndex(site, reply)
    }
  )
}
