import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { newId } from './ids'

/** E-mails allowed to manage invitation codes (lower-cased). */
export const salelist = pgTable('salelist', {
  email: text('email').primaryKey(),
  addedBy: text('added_by'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

export const invitationCodes = pgTable(
  'invitation_codes',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** SHA-256 hex of the code; the plaintext is never stored. */
    codeHash: text('code_hash').notNull(),
    hint: text('hint').notNull(),
    createdBy: text('created_by').notNull(),
    grantType: text('grant_type').notNull(),
    grantCredits: integer('grant_credits'),
    grantPlan: text('grant_plan'),
    usesTotal: integer('uses_total').notNull(),
    usesLeft: integer('uses_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('invitation_codes_hash_idx').on(table.codeHash),
    index('invitation_codes_created_by_idx').on(table.createdBy),
  ]
)

export const invitationRedemptions = pgTable(
  'invitation_redemptions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    codeId: text('code_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('invitation_redemptions_code_user_idx').on(
      table.codeId,
      table.userId
    ),
  ]
)

export type InvitationCodeRow = typeof invitationCodes.$inferSelect
