import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { apis } from './apis'
import { timestamptzNow } from './columns'
import { projects } from './projects'

/** Which custom APIs a project's generated app may call through the proxy. */
export const projectApis = pgTable(
  'project_apis',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    apiId: text('api_id')
      .notNull()
      .references(() => apis.id, { onDelete: 'cascade' }),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.apiId] })]
)
