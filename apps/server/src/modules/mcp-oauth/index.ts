/** The mcp-oauth module's public surface: other modules import only from here. */
export { createMcpAuthRepo } from './mcp-auth.repo'
export { mcpOauthRoutes } from './mcp-oauth.routes'
export { createMcpOauthService } from './mcp-oauth.service'
