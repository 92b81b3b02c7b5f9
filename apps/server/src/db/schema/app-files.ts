import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './bytea'
import { newId } from './ids'

/**
 * Files a generated app uploaded. `content` holds the bytes when stored in
 * the database; with object storage it is null and `storageKey` names the object.
 */
export const appFiles = pgTable(
  'app_files',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    projectId: text('project_id').notNull(),
    /** The collection whose access rules apply; null: the app's default rules. */
    entity: text('entity'),
    ownerId: text('owner_id'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage').$type<'db' | 's3'>().notNull(),
    storageKey: text('storage_key'),
    content: bytea('content'),
    /** Random; the download URL carries it so <img src> works for files that are not public. */
    urlToken: text('url_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('app_files_project_idx').on(table.projectId, table.createdAt),
  ]
)

export type AppFileRow = typeof appFiles.$inferSelect
