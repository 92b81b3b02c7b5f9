import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { newId } from './ids'
import { users } from './users'

/** One row per refresh token; only its SHA-256 hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)]
)

export type SessionRow = typeof sessions.$inferSelect
