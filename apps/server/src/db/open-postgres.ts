import { randomBytes } from 'node:crypto'
import { drizzle } from 'drizzle-orm/postgres-js'
import { migrate } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { migrationsDir } from '../lib/paths'
import type { Database, DatabaseHandle } from './database'
import { preparingClient } from './prepared-statements'
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

const POOL_MAX = 10

/** Connects to PostgreSQL and applies the migrations. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  await migrateLocked(url)
  // Names this pool's connections, so pg_stat_activity tells them apart.
  const applicationName = `kiln-${process.pid}-${randomBytes(4).toString('hex')}`
  const client = postgres(url, {
    max: POOL_MAX,
    onnotice: () => {},
    connection: { application_name: applicationName },
  })
  const db = drizzle({ client: preparingClient(client), schema })
  return {
    poolStats: async () => {
      const rows = await client<{ state: string; count: number }[]>`
        select coalesce(state, 'unknown') as state, count(*)::int as count
        from pg_stat_activity where application_name = ${applicationName}
        group by 1`
      return {
        max: POOL_MAX,
        byState: Object.fromEntries(rows.map((row) => [row.state, row.count])),
      }
    },
    db: db as unknown as Database,
    mode: 'postgres',
    listen: async (channel, onNotify, onListen) => {
      const { unlisten } = await client.listen(channel, onNotify, onListen)
      return unlisten
    },
    close: () => client.end({ timeout: 5 }),
  }
}
