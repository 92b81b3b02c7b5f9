import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { bytea } from './bytea'
import { timestamptzNow } from './columns'

/**
 * Built file contents keyed by sha256, stored once however many versions
 * (of any project or account) have them: a cloned version adds no bytes.
 */
export const artifactBlobs = pgTable('artifact_blobs', {
  sha256: text('sha256').primaryKey(),
  body: bytea('body').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamptzNow('created_at'),
})
