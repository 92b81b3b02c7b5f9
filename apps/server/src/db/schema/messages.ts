import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { buildTasks } from './build-tasks'

/** The project's chat thread: prompts, plans, replies, statuses, errors. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id').notNull(),
    taskId: text('task_id')
      .notNull()
      .references(() => buildTasks.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    status: text('status'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('messages_project_id_idx').on(table.projectId, table.id)]
)

export type MessageRow = typeof messages.$inferSelect
