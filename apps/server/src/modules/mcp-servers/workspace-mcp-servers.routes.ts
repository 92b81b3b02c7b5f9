import {
  deleteIntegrationResponseSchema,
  mcpServerBodySchema,
  mcpServerResponseSchema,
  workspaceMcpServerParamsSchema,
  workspaceMcpServersResponseSchema,
} from '@kiln/contract/integrations'
import { workspaceParamsSchema } from '@kiln/contract/workspaces'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404, 409, 422)

/**
 * /api/workspaces/{workspaceId}/mcp-servers: the workspace's MCP servers
 * (issue 26); members list them, admins add and remove them.
 */
export const workspaceMcpServersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.mcpServers.workspace
  requireSignIn(app)

  app.get(
    '/workspaces/:workspaceId/mcp-servers',
    {
      schema: {
        params: workspaceParamsSchema,
        response: { 200: workspaceMcpServersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      servers: await service.list(
        currentUser(request),
        request.params.workspaceId
      ),
    })
  )

  app.post(
    '/workspaces/:workspaceId/mcp-servers',
    {
      schema: {
        description:
          "An admin adds an MCP server to the workspace; the workspace's builds may use its tools.",
        params: workspaceParamsSchema,
        body: mcpServerBodySchema,
        response: { 201: mcpServerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const server = await service.create(
        currentUser(request),
        request.params.workspaceId,
        request.body
      )
      return reply.code(201).send({ success: true as const, server })
    }
  )

  app.delete(
    '/workspaces/:workspaceId/mcp-servers/:id',
    {
      schema: {
        params: workspaceMcpServerParamsSchema,
        response: { 200: deleteIntegrationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      _id: await service.remove(
        currentUser(request),
        request.params.workspaceId,
        request.params.id
      ),
    })
  )
}
