import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Pending OIDC logins: PKCE verifier per state, single use, short lived,
 * bound to the browser that started them (hash of its binding cookie).
 */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  /** SHA-256 of the binding cookie's value; '' never matches. */
  browserBindingHash: text('browser_binding_hash').notNull().default(''),
  /** Set when a signed-in user links the provider to their account. */
  linkUserId: text('link_user_id').references(() => users.id, {
    onDelete: 'cascade',
  }),
  linkSessionId: text('link_session_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})
