import fp from 'fastify-plugin'
import { apisRoutes, projectApisRoutes } from '../apis'
import { mcpOauthRoutes } from '../mcp-oauth'
import { mcpServersRoutes } from './mcp-servers.routes'

/** Integrations under /api: official and own MCP servers, custom APIs. */
export const mcpModule = fp(
  async (app) => {
    await app.register(mcpServersRoutes, { prefix: '/api' })
    await app.register(mcpOauthRoutes, {
      prefix: '/api',
      service: app.services.mcpOauth,
    })
    await app.register(apisRoutes, { prefix: '/api' })
    await app.register(projectApisRoutes, { prefix: '/api' })
  },
  { name: 'mcp', dependencies: ['auth-guard', 'services'] }
)
