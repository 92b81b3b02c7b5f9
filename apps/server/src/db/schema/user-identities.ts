import {
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { newId } from './ids'
import { users } from './users'

/** An external (OIDC) identity linked to an account: issuer + subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The provider's e-mail at the time of linking. */
    email: text('email'),
    /**
     * The provider vouched for that e-mail (`email_verified: true`). A
     * password reset by e-mail keeps only identities that proved the
     * account's own address this way.
     */
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(
      table.issuer,
      table.subject
    ),
    index('user_identities_user_id_idx').on(table.userId),
  ]
)
