import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Pending OIDC logins: PKCE verifier per state, single use, short lived. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})
