import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { DatabaseHandle } from '../../db/database'
import { metrics, metricsRegistry } from '../../lib/metrics'
import { sendError } from './error-handler'
import { provideScrapeSources } from './metrics-sources'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** `Authorization: Bearer <token>` against the setting, in constant time. */
function bearerMatches(header: string | undefined, token: string) {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(presented), digest(token))
}

/**
 * The API's request metrics (route pattern, never the raw URL), what scrapes
 * read from the database and disk, and, when METRICS_TOKEN is set,
 * GET /metrics on the app's port for a caller with that bearer token.
 */
export const apiMetricsPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    const undo = provideScrapeSources(app.config, database)
    app.addHook('onClose', async () => undo())

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      }
      metrics.httpRequests.inc(labels)
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000)
    })

    const token = app.config.metrics.token
    if (!token) return
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return sendError(reply, 401, {
          code: 'UNAUTHORIZED',
          message: 'A valid metrics token is required.',
        })
      }
      return reply
        .header('content-type', metricsRegistry.contentType)
        .header('cache-control', 'no-store')
        .send(await metricsRegistry.metrics())
    })
  },
  { name: 'api-metrics', dependencies: ['config'] }
)

/** Counts the preview host's answers by the kind of site asked for. */
export const previewMetricsPlugin = fp<{
  siteOf: (request: FastifyRequest) => string | undefined
}>(
  async (app, { siteOf }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.previewRequests.inc({
        site: siteOf(request) ?? 'none',
        status: String(reply.statusCode),
      })
    })
  },
  { name: 'preview-metrics' }
)
