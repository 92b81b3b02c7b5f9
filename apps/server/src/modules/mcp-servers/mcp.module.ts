import fp from 'fastify-plugin'
import { fromRepoRoot } from '../../lib/paths'
import { defaultCatalogPath, loadCatalog } from './catalog'
import { mcpServersRoutes } from './mcp-servers.routes'
import type { McpAuthHeaders } from './mcp-servers.service'

const noAuth: McpAuthHeaders = async () => undefined

/** MCP servers under /api: the catalog of official servers and the user's own. */
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
  },
  { name: 'mcp', dependencies: ['auth-guard', 'outbound', 'vault'] }
)
