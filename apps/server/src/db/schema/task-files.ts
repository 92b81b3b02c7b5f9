import {
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { buildTasks } from './build-tasks'

/** File contents keyed by sha256, shared by every version that has them. */
export const blobs = pgTable('blobs', {
  sha256: text('sha256').primaryKey(),
  content: text('content').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

/** The source files of one version: path -> blob. */
export const taskFiles = pgTable(
  'task_files',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => buildTasks.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => blobs.sha256),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.path] })]
)
