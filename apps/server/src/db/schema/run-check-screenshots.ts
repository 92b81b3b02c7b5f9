import { pgTable, text } from 'drizzle-orm/pg-core'
import { buildTasks } from './build-tasks'
import { bytea } from './bytea'

/** The run check's JPEG of a version's root route (its summary is build_tasks.run_check). */
export const runCheckScreenshots = pgTable('run_check_screenshots', {
  taskId: text('task_id')
    .primaryKey()
    .references(() => buildTasks.id, { onDelete: 'cascade' }),
  jpeg: bytea('jpeg').notNull(),
})
