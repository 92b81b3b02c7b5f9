import {
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * Append-only. `delta` is credits consumed: a charge is > 0, a refund or a
 * grant < 0, a removal by an admin > 0. `actorId` is who made a manual change.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    taskId: text('task_id'),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('credit_ledger_user_id_idx').on(table.userId)]
)
