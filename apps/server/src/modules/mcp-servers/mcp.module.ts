import fp from 'fastify-plugin'
import { fromRepoRoot } from '../../lib/paths'
import { apisRoutes } from '../apis/apis.routes'
import { defaultCatalogPath, loadCatalog } from './catalog'
import { mcpServersRoutes } from './mcp-servers.routes'
import type { McpAuthHeaders } from './mcp-servers.service'

const noAuth: McpAuthHeaders = async () => undefined

/** Integrations under /api: official and own MCP servers, custom APIs. */
export const mcpModule = fp(
  async (app) => {
    const catalog = loadCatalog(
      app.config.mcpCatalogPath
        ? fromRepoRoot(app.config.mcpCatalogPath)
        : defaultCatalogPath
    )
    await app.register(mcpServersRoutes, {
      prefix: '/api',
      catalog,
      authHeaders: noAuth,
    })
    await app.register(apisRoutes, { prefix: '/api' })
  },
  { name: 'mcp', dependencies: ['auth-guard', 'outbound', 'vault'] }
)
