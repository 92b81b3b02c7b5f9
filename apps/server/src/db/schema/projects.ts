import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { newId } from './ids'
import { users } from './users'

/** A group of build tasks (versions); `headTaskId` is the active version. */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    headTaskId: text('head_task_id'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('projects_user_id_idx').on(table.userId)]
)

export type ProjectRow = typeof projects.$inferSelect
