import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { buildTasks } from './build-tasks'

/** What the studio streams: the row id is the SSE event id. */
export const taskEvents = pgTable(
  'task_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => buildTasks.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('task_events_task_id_idx').on(table.taskId, table.id)]
)

export type TaskEventRow = typeof taskEvents.$inferSelect
