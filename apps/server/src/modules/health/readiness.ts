import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { migrationsDir } from '../../lib/paths'

/** The newest migration this build ships (drizzle's journal), by its folder time. */
function newestMigrationMillis() {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')
  ) as { entries: { when: number }[] }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

export type ReadinessDeps = {
  db: Database
  /** The S3-compatible store, when one is configured. */
  objectStore?: { reachable(): Promise<void> }
}

/**
 * Why this process should not get traffic yet, or null when it may: the
 * database not answering, its migrations behind this build, the object store
 * not answering. (Once closing, Fastify answers every route 503 itself.)
 */
export function createReadiness({ db, objectStore }: ReadinessDeps) {
  const expected = newestMigrationMillis()
  return {
    async notReadyReason(): Promise<string | null> {
      let applied: number
      try {
        const rows = (await db.execute(
          sql`select max(created_at) as newest from drizzle.__drizzle_migrations`
        )) as unknown as
          | { newest: string | number | null }[]
          | { rows: { newest: string | number | null }[] }
        const [row] = Array.isArray(rows) ? rows : rows.rows
        applied = Number(row?.newest ?? 0)
      } catch {
        return 'The database is not reachable.'
      }
      if (applied < expected)
        return 'The database migrations are not applied yet.'
      if (objectStore) {
        try {
          await objectStore.reachable()
        } catch {
          return 'The object store is not reachable.'
        }
      }
      return null
    },
  }
}
