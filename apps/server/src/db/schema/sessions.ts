import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { newId } from './ids'
import { users } from './users'

/**
 * One row per sign-in (a refresh-token family). `expiresAt` bounds its whole
 * life; its refresh tokens (rotated on each use) are in `refresh_tokens`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser or client that signed in (User-Agent, cut to 512). */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Last sign-in or refresh. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)]
)

export type SessionRow = typeof sessions.$inferSelect

/**
 * Every refresh token a session was given (SHA-256 hashes). The live one has
 * no `usedAt`; presenting a used one again ends the session (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** Idle limit: unused this long, the token no longer refreshes. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)]
)
