/** The mcp-oauth module's public surface: other modules import only from here. */
export { mcpOauthRoutes } from './mcp-oauth.routes'
export { createMcpOauthService } from './mcp-oauth.service'
