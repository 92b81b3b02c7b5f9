import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { artifactBlobs } from './artifact-blobs'

/** Built files of one version (task), served by the preview host: path -> blob. */
export const artifacts = pgTable(
  'artifacts',
  {
    taskId: text('task_id').notNull(),
    projectId: text('project_id').notNull(),
    /** Relative to the site root, without a leading slash: `index.html`. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    /** The file's content (`artifact_blobs`). */
    sha256: text('sha256')
      .notNull()
      .references(() => artifactBlobs.sha256),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'artifacts_task_id_path_pk',
      columns: [table.taskId, table.path],
    }),
    index('artifacts_project_id_idx').on(table.projectId),
    index('artifacts_sha256_idx').on(table.sha256),
  ]
)

export type ArtifactRow = typeof artifacts.$inferSelect
