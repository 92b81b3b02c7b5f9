import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { timestamptzNow } from './columns'
import { projects } from './projects'

/** A project's public `VITE_*` variables, which its builds pass to `import.meta.env`. */
export const projectEnvVars = pgTable(
  'project_env_vars',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.name] })]
)
