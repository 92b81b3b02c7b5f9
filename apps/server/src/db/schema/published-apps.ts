import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { buildTasks } from './build-tasks'
import { timestamptzNow } from './columns'
import { projects } from './projects'

/** A project's published app: the one version its stable URL serves. */
export const publishedApps = pgTable(
  'published_apps',
  {
    projectId: text('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /**
     * The random label of the published address (`p-<slug>`), drawn at
     * publish time: it names nothing else, so the address reveals no id.
     */
    slug: text('slug').notNull(),
    taskId: text('task_id')
      .notNull()
      .references(() => buildTasks.id, { onDelete: 'cascade' }),
    publishedBy: text('published_by').notNull(),
    /**
     * Whose records and end users the published app reaches: `own` (its
     * own, kept under `liveDataKey`) or `preview` (the previews', as apps
     * published before publishing reviewed the data did).
     */
    dataSpace: text('data_space')
      .$type<'own' | 'preview'>()
      .notNull()
      .default('own'),
    publishedAt: timestamptzNow('published_at'),
  },
  (table) => [uniqueIndex('published_apps_slug_idx').on(table.slug)]
)

export type PublishedAppRow = typeof publishedApps.$inferSelect
