import fp from 'fastify-plugin'
import { workspaceApiKeysRoutes } from '../api-keys'
import { apisRoutes, projectApisRoutes, workspaceApisRoutes } from '../apis'
import { mcpOauthRoutes } from '../mcp-oauth'
import { mcpServersRoutes } from './mcp-servers.routes'
import { workspaceMcpServersRoutes } from './workspace-mcp-servers.routes'

/** Integrations under /api: official, own and workspace MCP servers, custom APIs. */
export const mcpModule = fp(
  async (app) => {
    await app.register(mcpServersRoutes, { prefix: '/api' })
    await app.register(mcpOauthRoutes, {
      prefix: '/api',
      service: app.services.mcpOauth,
    })
    await app.register(apisRoutes, { prefix: '/api' })
    await app.register(projectApisRoutes, { prefix: '/api' })
    await app.register(workspaceMcpServersRoutes, { prefix: '/api' })
    await app.register(workspaceApisRoutes, { prefix: '/api' })
    await app.register(workspaceApiKeysRoutes, { prefix: '/api' })
  },
  { name: 'mcp', dependencies: ['auth-guard', 'services'] }
)
