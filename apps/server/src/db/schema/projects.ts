import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { newId } from './ids'
import { users } from './users'
import { workspaces } from './workspaces'

/** A group of build tasks (versions); `headTaskId` is the active version. */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The workspace the project lives in; its members reach it by role. */
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    headTaskId: text('head_task_id'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('projects_user_id_idx').on(table.userId),
    index('projects_workspace_id_idx').on(table.workspaceId),
  ]
)

export type ProjectRow = typeof projects.$inferSelect
