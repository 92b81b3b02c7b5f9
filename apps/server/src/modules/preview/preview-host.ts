import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../../lib/app-error'
import type { ArtifactsReader } from './artifacts.repo'
import type { PreviewSite } from './preview-sites'
import { createSiteResolver, type SiteLookups } from './preview-sites'
import {
  createHostMatcher,
  previewOrigin,
  publishedUrl,
  type PreviewEnv,
} from './preview-url'

declare module 'fastify' {
  interface FastifyRequest {
    /** What the origin (Host header) of this request serves. */
    previewSite: PreviewSite
    /** The project of `previewSite` (its app data, end users and APIs). */
    previewProjectId: string
    /**
     * Whether the origin still serves `previewSite` now (a share not revoked,
     * an app not unpublished or republished): long requests ask again.
     */
    previewSiteIsLive: () => Promise<boolean>
  }
}

const notFound = () =>
  new AppError('NOT_FOUND', { message: 'There is no app at this address.' })

/**
 * Old per-project origins (`<projectId>` label, versions under
 * `/v/<taskId>/`) redirect GETs only to what the visitor could open
 * already: `/v/<taskId>/…` to that version's own origin (the task id is its
 * key), `/` to the published address while the project is published. Never
 * to the owner's latest version: a project id opens no unpublished draft.
 */
async function redirectLegacy(
  env: PreviewEnv,
  artifacts: ArtifactsReader,
  sites: SiteLookups,
  projectId: string,
  request: FastifyRequest,
  reply: FastifyReply
) {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw notFound()
  const [path = '/', query] = request.url.split(/\?(.*)$/s, 2)
  const search = query ? `?${query}` : ''
  const versioned = /^\/v\/([^/]{1,100})(\/.*)?$/.exec(path)
  if (versioned) {
    const taskId = decodeURIComponent(versioned[1] ?? '')
    if ((await artifacts.projectOf(taskId)) !== projectId) throw notFound()
    const rest = versioned[2] ?? '/'
    return reply.redirect(
      `${previewOrigin(env, `v-${taskId}`)}${rest}${search}`,
      302
    )
  }
  const slug = path === '/' ? await sites.publishedSlug(projectId) : undefined
  if (!slug) throw notFound()
  return reply.redirect(`${publishedUrl(env, slug)}${search}`, 302)
}

/**
 * Routes by Host: the template's label names what the origin serves (see
 * `PreviewSiteName`). X-Forwarded-Host (behind a trusted proxy) counts only
 * when Host is not a preview host: a generated app can set X-Forwarded-Host
 * on its own fetches, and must not reach another site with it. Any other
 * host, or a label that names nothing built, answers 404.
 */
export const previewHostPlugin = fp<{
  artifacts: ArtifactsReader
  sites: SiteLookups
}>(
  async (app, { artifacts, sites }) => {
    const matchHost = createHostMatcher(app.config)
    const resolve = createSiteResolver(artifacts, sites)
    app.decorateRequest('previewSite', null as unknown as PreviewSite)
    app.decorateRequest('previewProjectId', '')
    app.decorateRequest(
      'previewSiteIsLive',
      null as unknown as () => Promise<boolean>
    )
    app.addHook('onRequest', async (request, reply) => {
      const name = matchHost(request.headers.host) ?? matchHost(request.host)
      if (!name) throw notFound()
      if (name.kind === 'legacy') {
        return redirectLegacy(
          app.config,
          artifacts,
          sites,
          name.projectId,
          request,
          reply
        )
      }
      const site = await resolve(name)
      if (!site) throw notFound()
      request.previewSite = site
      request.previewProjectId = site.projectId
      request.previewSiteIsLive = async () => {
        const now = await resolve(name)
        return now?.projectId === site.projectId && now.taskId === site.taskId
      }
      if (site.kind === 'share') anonymousOnly(request)
    })
  },
  { name: 'preview-host', dependencies: ['config', 'database'] }
)

/**
 * A share shows its version to anonymous visitors only: no end-user
 * sign-in, and no end-user token (one from another origin of the project
 * would reach data beyond what anonymous users may see).
 */
function anonymousOnly(request: FastifyRequest) {
  if (request.url.startsWith('/data/auth/')) {
    throw new AppError('FORBIDDEN', {
      message:
        'Signing in is not available in a shared version. Open the published app to sign in.',
    })
  }
  delete request.headers.authorization
}
