/** The mcp-servers module's public surface: other modules import only from here. */
export {
  type CatalogEntry,
  catalogUrlOf,
  isOfficialId,
  loadCatalogFromEnv,
} from './catalog'
export { listMcpTools } from './mcp-client'
export { createMcpServersService } from './mcp-servers.service'
export { mcpModule } from './mcp.module'
export { toMcpServer } from './mcp-view'
export {
  connectMcp,
  listMcpToolDefinitions,
  type McpToolDefinition,
  toStoredTool,
} from './mcp-client'
