import { errorBodySchema } from '@kiln/contract/errors'
import {
  integrationIdParamsSchema,
  mcpAuthStartResponseSchema,
  mcpAuthStatusResponseSchema,
  mcpOauthCallbackQuerySchema,
} from '@kiln/contract/integrations'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { CALLBACK_CSP, callbackPage } from './callback-page'
import type { McpOauthService } from './mcp-oauth.service'

const COOKIE = 'kiln_mcp_oauth'
const errors = errorResponses(400, 401, 404, 422)

const readCookie = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]

const callbackPageSchema = z.string()

/** Official (and own) MCP server authorization, docs/product.md §2 and DESIGN. */
export const mcpOauthRoutes: FastifyPluginAsyncZod<{
  service: McpOauthService
}> = async (app, { service }) => {
  const secure = app.config.publicUrl.startsWith('https://')
  const params = { params: integrationIdParamsSchema }

  app.post(
    '/mcp-servers/:id/auth/start',
    {
      onRequest: app.authenticate,
      schema: {
        ...params,
        response: { 200: mcpAuthStartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { authorizationUrl, binding } = await service.start(
        currentUser(request),
        request.params.id
      )
      const flags = `Path=/api/mcp-oauth; Max-Age=600; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
      reply.header('set-cookie', `${COOKIE}=${binding}; ${flags}`)
      return { authorizationUrl }
    }
  )

  app.get(
    '/mcp-servers/:id/auth/status',
    {
      onRequest: app.authenticate,
      schema: {
        ...params,
        response: { 200: mcpAuthStatusResponseSchema, ...errors },
      },
    },
    async (request) => service.status(currentUser(request), request.params.id)
  )

  app.delete(
    '/mcp-servers/:id/auth',
    {
      onRequest: app.authenticate,
      schema: {
        ...params,
        response: { 200: mcpAuthStatusResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.disconnect(currentUser(request), request.params.id)
  )

  app.get(
    '/mcp-oauth/callback',
    {
      schema: {
        summary: 'Where the MCP server sends the browser back (an HTML page)',
        querystring: mcpOauthCallbackQuerySchema,
        produces: ['text/html', 'application/json'],
        response: {
          200: callbackPageSchema.describe(
            'An HTML page: connected, it closes itself'
          ),
          400: z
            .union([callbackPageSchema, errorBodySchema])
            .describe(
              'An HTML page saying what went wrong, or a JSON error for a malformed query'
            ),
        },
      },
    },
    async (request, reply) => {
      const { code, state } = request.query
      const result = await service.callback(
        code,
        state,
        readCookie(request.headers.cookie, COOKIE)
      )
      return reply
        .code(result.ok ? 200 : 400)
        .header('content-security-policy', CALLBACK_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(callbackPage(result.ok, result.message))
    }
  )
}
