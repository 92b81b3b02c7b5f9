import fp from 'fastify-plugin'
import { fromRepoRoot } from '../../lib/paths'
import { apisRoutes } from '../apis/apis.routes'
import { createMcpAuthRepo } from '../mcp-oauth/mcp-auth.repo'
import { mcpOauthRoutes } from '../mcp-oauth/mcp-oauth.routes'
import { createMcpOauthService } from '../mcp-oauth/mcp-oauth.service'
import { catalogUrlOf, defaultCatalogPath, loadCatalog } from './catalog'
import { createMcpServersRepo } from './mcp-servers.repo'
import { mcpServersRoutes } from './mcp-servers.routes'

/** Integrations under /api: official and own MCP servers, custom APIs. */
export const mcpModule = fp(
  async (app) => {
    const catalog = loadCatalog(
      app.config.mcpCatalogPath
        ? fromRepoRoot(app.config.mcpCatalogPath)
        : defaultCatalogPath
    )
    const servers = createMcpServersRepo(app.db)
    const oauth = createMcpOauthService({
      repo: createMcpAuthRepo(app.db),
      vault: app.vault,
      fetch: app.outbound.fetch,
      publicUrl: app.config.publicUrl,
      urlOf: async (userId, serverId) =>
        catalogUrlOf(catalog, serverId) ??
        (await servers.find(userId, serverId))?.url,
      now: app.now,
    })
    await app.register(mcpServersRoutes, {
      prefix: '/api',
      catalog,
      authHeaders: oauth.headersFor,
      forgetAuth: oauth.forget,
    })
    await app.register(mcpOauthRoutes, { prefix: '/api', service: oauth })
    await app.register(apisRoutes, { prefix: '/api' })
  },
  { name: 'mcp', dependencies: ['auth-guard', 'outbound', 'vault'] }
)
