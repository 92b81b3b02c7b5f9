import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { timestamptzNow } from './columns'
import { workspaces } from './workspaces'

/**
 * A workspace's third-party service keys (one per service), added by its
 * admins, vault-sealed and write-only: members see the service, the name and
 * the last 4 characters; the workspace's builds use the key. Owner: api-keys.
 */
export const workspaceApiKeys = pgTable(
  'workspace_api_keys',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    keyName: text('key_name'),
    sealedKey: text('sealed_key').notNull(),
    /** The key's last 4 characters (none for a short key): all anyone sees of it. */
    last4: text('last4').notNull(),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.service] })]
)
export type WorkspaceApiKeyRow = typeof workspaceApiKeys.$inferSelect
