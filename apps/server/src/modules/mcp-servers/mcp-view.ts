import type { ConnectionStatus, McpServer } from '@kiln/contract/integrations'
import type { McpServerRow } from '../../db/schema'
import type { CatalogEntry } from './catalog'

const asStatus = (value: string): ConnectionStatus =>
  value === 'SUCCESS' || value === 'FAILED' ? value : 'PENDING'

export const toMcpServer = (row: McpServerRow): McpServer => ({
  _id: row.id,
  name: row.name,
  url: row.url,
  description: row.description,
  connectionStatus: asStatus(row.connectionStatus),
  updatedAt: row.updatedAt.toISOString(),
  isOfficial: false,
  pictureUrl: null,
  authType: 'none',
  tools: row.tools,
})

/** An official server: its status is whether this user has authenticated. */
export const officialToMcpServer = (
  entry: CatalogEntry,
  isAuthenticated: boolean
): McpServer => ({
  _id: entry.id,
  name: entry.name,
  url: entry.url,
  description: entry.description,
  connectionStatus: isAuthenticated ? 'SUCCESS' : 'PENDING',
  updatedAt: entry.updatedAt,
  isOfficial: true,
  pictureUrl: entry.pictureUrl,
  authType: 'oauth',
  isAuthenticated,
})
