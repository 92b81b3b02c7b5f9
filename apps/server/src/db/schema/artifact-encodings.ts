import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { artifactBlobs } from './artifact-blobs'
import { bytea } from './bytea'
import { timestamptzNow } from './columns'

/**
 * Compressed forms of what the preview host sends, computed once per content
 * and encoding (module `preview`): `sha256` is the hash of the body as sent
 * (a file's blob, or the `index.html` prepared from it), `source` the blob it
 * comes from, so collecting the blob drops its encodings.
 */
export const artifactEncodings = pgTable(
  'artifact_encodings',
  {
    sha256: text('sha256').notNull(),
    /** `br` or `gzip`. */
    encoding: text('encoding').notNull(),
    source: text('source')
      .notNull()
      .references(() => artifactBlobs.sha256, { onDelete: 'cascade' }),
    body: bytea('body').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    primaryKey({
      name: 'artifact_encodings_pk',
      columns: [table.sha256, table.encoding],
    }),
    index('artifact_encodings_source_idx').on(table.source),
  ]
)
