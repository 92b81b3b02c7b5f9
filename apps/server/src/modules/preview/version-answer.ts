import { AppError } from '../../lib/app-error'
import type { ServedBody } from './encoded-bodies'
import type { PreviewSite } from './preview-sites'
import type { createServedFiles } from './served-files'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/**
 * Paths Kiln serves itself on every preview origin (the data API, the
 * bridge, dependency bundles) and Kiln's own API path, which a preview must
 * never seem to answer: never an app file or a client route.
 */
const RESERVED_PREFIXES = ['data/', '__kiln/', 'api/'] as const

const notFound = (message: string) => new AppError('NOT_FOUND', { message })

/** A last path segment with an extension is a file, never a client route. */
const isAssetPath = (path: string) => /\.[A-Za-z0-9]+$/.test(path)

/**
 * A bundler's content-hashed asset (`assets/index-BdF3x9Qz.js`, Vite's
 * `[name]-[hash]`): its name changes with its content, so it never changes
 * at its URL, whichever version serves it.
 */
const isHashedAsset = (path: string) =>
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
 * What a preview origin answers at `rawPath`, so client-side routers work
 * unchanged: a file if the version has it, else `index.html` (SPA fallback,
 * deep links and reloads included); 404 for Kiln's reserved paths and
 * missing files.
 */
export async function versionAnswer(
  files: ReturnType<typeof createServedFiles>,
  site: PreviewSite,
  rawPath: string
): Promise<{ body: ServedBody; cacheControl: string }> {
  const path = rawPath.replace(/^\/+/, '')
  if (RESERVED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    throw notFound('Not found.')
  }
  const isIndex = path === '' || path.endsWith('/') || path === 'index.html'
  const file = isIndex ? undefined : await files.file(site, path)
  if (file) return { body: file, cacheControl: cacheControl(site, path) }
  if (!isIndex && isAssetPath(path)) {
    throw notFound(`No file ${path} in this version.`)
  }
  const index = await files.index(site)
  if (!index) throw notFound('This version has no index.html.')
  return { body: index, cacheControl: REVALIDATE }
}

/** The visual edits' selection script is served to the studio's own version frames only. */
export function assertSelectable(site: PreviewSite) {
  if (site.kind !== 'version') throw notFound('Not found.')
}
