import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Stripe events already handled; the primary key makes handling idempotent. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})
