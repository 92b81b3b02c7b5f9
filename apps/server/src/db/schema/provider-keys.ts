import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { timestamptzNow } from './columns'
import { users } from './users'

/** A user's own model-provider keys (one per provider), vault-sealed; owner: provider-keys. */
export const providerKeys = pgTable(
  'provider_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    sealedKey: text('sealed_key').notNull(),
    /** The key's last 4 characters: all the UI ever shows of it. */
    last4: text('last4').notNull(),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })]
)
export type ProviderKeyRow = typeof providerKeys.$inferSelect
