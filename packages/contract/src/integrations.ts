/**
 * Integrations: MCP servers, custom APIs and the third-party key vault, one
 * file each; this file re-exports them for the server's integration modules.
 */
export * from './api-keys'
export * from './apis'
export * from './integrations-common'
export * from './mcp-servers'
