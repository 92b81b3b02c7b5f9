import {
  deleteIntegrationResponseSchema,
  integrationIdParamsSchema,
  mcpServerBodySchema,
  mcpServerResponseSchema,
  mcpToolsQuerySchema,
  mcpToolsResponseSchema,
  searchBodySchema,
  searchMcpServersResponseSchema,
} from '@kiln/contract/integrations'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429)

/** /api/search/mcp-servers, /api/mcp-servers, /api/mcp-tools (docs/product.md §7). */
export const mcpServersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.mcpServers
  requireSignIn(app)

  app.post(
    '/search/mcp-servers',
    {
      schema: {
        body: searchBodySchema,
        response: { 200: searchMcpServersResponseSchema, ...errors },
      },
    },
    async (request) => ({ results: await service.search(currentUser(request)) })
  )

  app.post(
    '/mcp-servers',
    {
      schema: {
        body: mcpServerBodySchema,
        response: { 201: mcpServerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const server = await service.create(currentUser(request), request.body)
      return reply.code(201).send({ success: true as const, server })
    }
  )

  app.patch(
    '/mcp-servers/:id',
    {
      schema: {
        params: integrationIdParamsSchema,
        body: mcpServerBodySchema,
        response: { 200: mcpServerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      server: await service.update(
        currentUser(request),
        request.params.id,
        request.body
      ),
    })
  )

  app.delete(
    '/mcp-servers/:id',
    {
      schema: {
        params: integrationIdParamsSchema,
        response: { 200: deleteIntegrationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      _id: await service.remove(currentUser(request), request.params.id),
    })
  )

  app.get(
    '/mcp-tools',
    {
      schema: {
        querystring: mcpToolsQuerySchema,
        response: { 200: mcpToolsResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.testConnection(
        currentUser(request),
        request.query.url,
        request.query.serverId
      )
  )
}
