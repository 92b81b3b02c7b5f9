import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './bytea'

/**
 * Pre-bundled dependency layers, one set of files per hash of (lockfile,
 * imports). Shared by every project and version with the same dependencies;
 * a hash never changes its files, so concurrent builds insert and ignore.
 */
export const depBundles = pgTable(
  'dep_bundles',
  {
    hash: text('hash').notNull(),
    /** Relative to the bundle's folder: `deps.js`, `chunk-<hash>.js`, `deps.css`. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'dep_bundles_hash_path_pk',
      columns: [table.hash, table.path],
    }),
  ]
)
