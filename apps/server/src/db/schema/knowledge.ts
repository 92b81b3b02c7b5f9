import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from './projects'
import { users } from './users'

/**
 * Standing instructions sent with every build: one row per scope and owner
 * (`project:<id>`, `user:<id>`; a workspace is one more scope). `revision`
 * counts saves; a version records the revisions it was built with.
 */
export const knowledge = pgTable('knowledge', {
  /** `<scope>:<owner id>`. */
  key: text('key').primaryKey(),
  scope: text('scope').notNull(),
  /** The owner: the user, or the project's owner (deleted with either). */
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  projectId: text('project_id').references(() => projects.id, {
    onDelete: 'cascade',
  }),
  content: text('content').notNull(),
  revision: integer('revision').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

export type KnowledgeRow = typeof knowledge.$inferSelect
