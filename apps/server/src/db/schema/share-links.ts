import {
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { buildTasks } from './build-tasks'
import { newId } from './ids'
import { projects } from './projects'

/** Read-only links to one version; only a SHA-256 of the token is stored. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tokenHash: text('token_hash').notNull(),
    hint: text('hint').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => buildTasks.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('share_links_token_hash_idx').on(table.tokenHash),
    index('share_links_project_id_idx').on(table.projectId),
  ]
)

export type ShareLinkRow = typeof shareLinks.$inferSelect
