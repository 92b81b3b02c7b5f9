import fp from 'fastify-plugin'
import { AppError } from '../../lib/app-error'
import type { ArtifactsReader } from './artifacts.repo'
import { createHostMatcher } from './preview-url'

declare module 'fastify' {
  interface FastifyRequest {
    /** The project whose origin (Host header) this request came to. */
    previewProjectId: string
  }
}

const notFound = () =>
  new AppError('NOT_FOUND', { message: 'There is no app at this address.' })

/**
 * Routes by Host: the template's host with `<projectId>` names the project.
 * X-Forwarded-Host (behind a trusted proxy) counts only when Host is not a
 * preview host: a generated app can set X-Forwarded-Host on its own fetches,
 * and must not reach another project's data with it. Any other host, or a
 * project with no built version, answers 404.
 */
export const previewHostPlugin = fp<{ artifacts: ArtifactsReader }>(
  async (app, { artifacts }) => {
    const matchHost = createHostMatcher(app.config)
    app.decorateRequest('previewProjectId', '')
    app.addHook('onRequest', async (request) => {
      const projectId =
        matchHost(request.headers.host) ?? matchHost(request.host)
      if (!projectId) throw notFound()
      if (!(await artifacts.latestTaskId(projectId))) throw notFound()
      request.previewProjectId = projectId
    })
  },
  { name: 'preview-host', dependencies: ['config'] }
)
