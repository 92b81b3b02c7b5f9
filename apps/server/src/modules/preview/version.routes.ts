import {
  PREVIEW_BRIDGE_PATH,
  PREVIEW_SELECT_PATH,
} from '@kiln/contract/preview'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import type { ArtifactsReader } from './artifacts.repo'
import { bridgeScript } from './bridge-script'
import type { PreviewSite } from './preview-sites'
import { selectScript } from './select-script'
import { sendBody } from './send-body'
import { createServedFiles } from './served-files'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

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
 * A bundler's content-hashed asset (`assets/index-BdF3x9Qz.js`, Vite's
 * `[name]-[hash]`): its name changes with its content, so it never changes
 * at its URL, whichever version serves it.
 */
export const isHashedAsset = (path: string) =>
  /^assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/.test(path)

/**
 * How long a file may be kept. A version origin never changes its files;
 * a published origin changes version in place, so only hashed assets are
 * immutable there; a share revalidates everything (revocation ends it).
 */
function cacheControl(site: PreviewSite, path: string) {
  if (site.kind === 'version') return IMMUTABLE
  if (site.kind === 'published' && isHashedAsset(path)) return IMMUTABLE
  return REVALIDATE
}

/**
 * Serves the origin's version at the root, so client-side routers work
 * unchanged: a file if the version has it, else `index.html` (SPA
 * fallback, deep links and reloads included).
 */
export const versionRoutes: FastifyPluginAsyncZod<{
  artifacts: ArtifactsReader
}> = async (app, { artifacts }) => {
  const bridge = bridgeScript(app.config.publicUrl)
  const files = createServedFiles(app.db, artifacts)
  const { encoded } = files

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

  app.get(
    '/*',
    { schema: { params: z.object({ '*': z.string().max(1024) }) } },
    async (request, reply) => {
      const site = request.previewSite
      const path = request.params['*'].replace(/^\/+/, '')
      if (RESERVED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        throw notFound('Not found.')
      }
      const isIndex = path === '' || path.endsWith('/') || path === 'index.html'
      const file = isIndex ? undefined : await files.file(site, path)
      if (file) {
        const cache = cacheControl(site, path)
        return sendBody(request, reply, file, { cacheControl: cache, encoded })
      }
      if (!isIndex && isAssetPath(path)) {
        throw notFound(`No file ${path} in this version.`)
      }
      const index = await files.index(site)
      if (!index) throw notFound('This version has no index.html.')
      return sendBody(request, reply, index, {
        cacheControl: REVALIDATE,
        encoded,
      })
    }
  )
}
