import { drizzle } from 'drizzle-orm/postgres-js'
import { migrate } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { migrationsDir } from '../lib/paths'
import type { Database, DatabaseHandle } from './database'
import * as schema from './schema'

/** The advisory lock key migrations run under ("kiln" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6b696c6e

/**
 * Applies the migrations under a session advisory lock on one dedicated
 * connection: processes starting together on a fresh database wait for the
 * first, which applies them; the others then find nothing left to do.
 */
async function migrateLocked(url: string) {
  const connection = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`
    try {
      await migrate(drizzle({ client: connection }), {
        migrationsFolder: migrationsDir,
      })
    } finally {
      await connection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`
    }
  } finally {
    await connection.end({ timeout: 5 })
  }
}

/** Connects to PostgreSQL and applies the migrations. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  await migrateLocked(url)
  const client = postgres(url, { max: 10, onnotice: () => {} })
  const db = drizzle({ client, schema })
  return {
    db: db as unknown as Database,
    mode: 'postgres',
    listen: async (channel, onNotify, onListen) => {
      const { unlisten } = await client.listen(channel, onNotify, onListen)
      return unlisten
    },
    close: () => client.end({ timeout: 5 }),
  }
}
