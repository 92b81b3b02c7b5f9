import { sql } from 'drizzle-orm'
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { timestamptzNow } from './columns'
import { newId } from './ids'
import { users } from './users'
import { workspaces } from './workspaces'

export type StoredOperation = { method: string; path: string; summary?: string }

/**
 * Custom API integrations; the credential is vault-sealed. A user's own
 * (`userId`) or, added by an admin, a workspace's (`workspaceId`): exactly one.
 */
export const apis = pgTable(
  'apis',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    workspaceId: text('workspace_id').references(() => workspaces.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    description: text('description').notNull().default(''),
    authType: text('auth_type').notNull().default('none'),
    headerName: text('header_name'),
    sealedSecret: text('sealed_secret'),
    openapiOperations: jsonb('openapi_operations').$type<StoredOperation[]>(),
    connectionStatus: text('connection_status').notNull().default('PENDING'),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [
    index('apis_user_idx').on(table.userId),
    index('apis_workspace_idx').on(table.workspaceId),
    check(
      'apis_one_owner',
      sql`(${table.userId} is null) <> (${table.workspaceId} is null)`
    ),
  ]
)
export type ApiRow = typeof apis.$inferSelect

/** Third-party service keys (one per user and service), vault-sealed. */
export const apiKeys = pgTable(
  'api_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    keyName: text('key_name'),
    description: text('description'),
    status: text('status').notNull().default('active'),
    sealedKey: text('sealed_key').notNull(),
    maskedKey: text('masked_key').notNull(),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.service] })]
)
export type ApiKeyRow = typeof apiKeys.$inferSelect
