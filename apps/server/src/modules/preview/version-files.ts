import { AppError } from '../../lib/app-error'
import type { ArtifactsReader } from './artifacts.repo'
import { prepareIndexHtml } from './bridge-script'
import type { PreviewSite } from './preview-sites'

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

/** What a path of a preview origin answers: the app's page or one of its files. */
export type VersionAnswer =
  | { kind: 'index'; html: string }
  | {
      kind: 'file'
      contentType: string
      body: Buffer
      etag: string | undefined
      cacheControl: string
    }

/**
 * The origin's version at the root, so client-side routers work unchanged:
 * a file if the version has it, else `index.html` (SPA fallback, deep links
 * and reloads included).
 */
export function createVersionFiles(artifacts: ArtifactsReader) {
  async function index(site: PreviewSite): Promise<VersionAnswer> {
    const found = await artifacts.find(
      site.projectId,
      site.taskId,
      'index.html'
    )
    if (!found) throw notFound('This version has no index.html.')
    // Only the studio's own frame learns the task id: a share or the
    // published app must not point at a version origin that outlives it.
    const taskId = site.kind === 'version' ? site.taskId : ''
    return {
      kind: 'index',
      html: prepareIndexHtml(found.body.toString('utf8'), taskId),
    }
  }

  return {
    async answer(site: PreviewSite, requested: string): Promise<VersionAnswer> {
      const path = requested.replace(/^\/+/, '')
      if (RESERVED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        throw notFound('Not found.')
      }
      if (path === '' || path.endsWith('/') || path === 'index.html') {
        return index(site)
      }
      const file = await artifacts.find(site.projectId, site.taskId, path)
      if (file) {
        return {
          kind: 'file',
          contentType: file.contentType,
          body: file.body,
          etag: file.sha256 ? `"${file.sha256}"` : undefined,
          // A published or shared origin changes version in place.
          cacheControl: site.kind === 'version' ? IMMUTABLE : 'no-cache',
        }
      }
      if (isAssetPath(path)) throw notFound(`No file ${path} in this version.`)
      return index(site)
    },
  }
}
