import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Single-use links sent by e-mail (verify the address, reset the password);
 * only the SHA-256 of the token is stored.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password'],
    }).notNull(),
    /** The address the link was sent to; it must still be the account's. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('email_tokens_user_id_idx').on(table.userId)]
)
