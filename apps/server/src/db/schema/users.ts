import { sql } from 'drizzle-orm'
import {
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { newId } from './ids'

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Stored trimmed and lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in through OIDC. */
    passwordHash: text('password_hash'),
    /** When the owner proved the address (e-mail link or OIDC); null: not yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    name: text('name'),
    plan: text('plan').notNull().default('free'),
    /** Cycles are calendar months counted from this instant. */
    cycleAnchor: timestamp('cycle_anchor', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', {
      withTimezone: true,
    }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', {
      withTimezone: true,
    }).notNull(),
    creditsUsed: integer('credits_used').notNull().default(0),
    /** Credits added to (or, negative, taken from) this cycle's allocation. */
    creditsGranted: integer('credits_granted').notNull().default(0),
    /** A plan given until this instant (an invitation code); null: no end. */
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
  ]
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert
