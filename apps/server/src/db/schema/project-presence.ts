import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from './projects'
import { users } from './users'

/**
 * Who has a project open in the studio: one row per open presence stream
 * (any API process), refreshed while it stays open; a row not refreshed
 * within the presence module's expiry is gone (a process that died).
 */
export const projectPresence = pgTable(
  'project_presence',
  {
    /** The stream's id (random per connection). */
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('project_presence_project_id_idx').on(table.projectId)]
)

export type ProjectPresenceRow = typeof projectPresence.$inferSelect
