import { sql } from 'drizzle-orm'
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { timestamptzNow } from './columns'
import { newId } from './ids'
import { users } from './users'
import { workspaces } from './workspaces'

/** A discovered MCP tool as the API returns it. */
export type StoredTool = {
  name: string
  description: string
  input_schema: {
    properties: Record<string, { type?: string; description?: string }>
    required: string[]
  }
}

/**
 * A user's own MCP servers (`userId`) or, added by an admin, a workspace's
 * (`workspaceId`): exactly one; names unique per owner regardless of case.
 */
export const mcpServers = pgTable(
  'mcp_servers',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    workspaceId: text('workspace_id').references(() => workspaces.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    connectionStatus: text('connection_status').notNull().default('PENDING'),
    tools: jsonb('tools').$type<StoredTool[]>().notNull().default([]),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [
    uniqueIndex('mcp_servers_user_name_idx').on(
      table.userId,
      sql`lower(${table.name})`
    ),
    uniqueIndex('mcp_servers_workspace_name_idx').on(
      table.workspaceId,
      sql`lower(${table.name})`
    ),
    check(
      'mcp_servers_one_owner',
      sql`(${table.userId} is null) <> (${table.workspaceId} is null)`
    ),
  ]
)
export type McpServerRow = typeof mcpServers.$inferSelect

/** The last connection test of a URL by a user: saving uses its status. */
export const mcpUrlTests = pgTable(
  'mcp_url_tests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    status: text('status').notNull(),
    tools: jsonb('tools').$type<StoredTool[]>().notNull().default([]),
    testedAt: timestamptzNow('tested_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.url] })]
)

/** OAuth tokens and client registration per user and server, sealed. */
export const mcpAuth = pgTable(
  'mcp_auth',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: text('server_id').notNull(),
    /** Vault-sealed JSON: tokens, client id/secret, token endpoint. */
    sealedCredentials: text('sealed_credentials').notNull(),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.serverId] })]
)
export type McpAuthRow = typeof mcpAuth.$inferSelect

/** Pending MCP authorizations: single use, bound to the user, 10 minutes. */
export const mcpOauthStates = pgTable(
  'mcp_oauth_states',
  {
    state: text('state').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: text('server_id').notNull(),
    /** Vault-sealed JSON: PKCE verifier, client, endpoints, resource. */
    sealedFlow: text('sealed_flow').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [index('mcp_oauth_states_user_idx').on(table.userId)]
)
