import { API_PROXY_LIMITS } from '@kiln/contract/apis'
import { idSchema } from '@kiln/contract/ids'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { errorResponses } from '../../lib/error-responses'
import type { ApiProxy } from './api-proxy'

const errors = errorResponses(400, 403, 404, 413, 422, 429)

/**
 * /data/apis/v1/{apiId}/{path}: a generated app's same-origin door to its
 * owner's custom APIs (the preview CSP allows no other origin). The answer's
 * status, type and body come from the API; errors of the proxy itself are
 * Kiln's JSON errors.
 */
export const apiProxyRoutes: FastifyPluginAsyncZod<{
  proxy: ApiProxy
  /** Calls a minute per visitor and per project (429 past either). */
  rateLimit: (request: FastifyRequest) => Promise<void>
  /**
   * Whether the request's origin may spend the owner's credentials: a share
   * link's anonymous visitors may not (the owner shared a version to look
   * at, not their API keys); versions and the published app may.
   */
  mayCallApis: (request: FastifyRequest) => boolean
}> = async (app, { proxy, rateLimit, mayCallApis }) => {
  const bodyLimit = API_PROXY_LIMITS.requestBytes
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => done(null, body)
  )

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/:apiId/*',
    bodyLimit,
    schema: {
      params: z.object({ apiId: idSchema, '*': z.string() }),
      response: { ...errors },
    },
    handler: async (request, reply) => {
      if (!mayCallApis(request)) {
        throw new AppError('FORBIDDEN', {
          message:
            "A shared version cannot call its owner's APIs. Open the published app to use them.",
        })
      }
      await rateLimit(request)
      const prefix = `/data/apis/v1/${encodeURIComponent(request.params.apiId)}`
      const rest = request.url.startsWith(prefix)
        ? request.url.slice(prefix.length)
        : `/${request.params['*']}`
      const answer = await proxy.call(
        request.previewProjectId,
        request.params.apiId,
        {
          method: request.method,
          rest,
          headers: request.headers,
          body: Buffer.isBuffer(request.body) ? request.body : undefined,
        }
      )
      return (
        reply
          .code(answer.status)
          .headers({
            ...answer.headers,
            'x-content-type-options': 'nosniff',
            // An answer is data for the app, never a page on its origin.
            'content-security-policy': "default-src 'none'; sandbox",
          })
          // The API's own bytes: Fastify does not serialise a Buffer.
          .send(answer.body as never)
      )
    },
  })
}
