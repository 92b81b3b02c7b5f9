import { drizzle } from 'drizzle-orm/postgres-js'
import { migrate } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { migrationsDir } from '../lib/paths'
import type { Database, DatabaseHandle } from './database'
import * as schema from './schema'

/** Connects to PostgreSQL and applies the migrations. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const client = postgres(url, { max: 10, onnotice: () => {} })
  try {
    const db = drizzle({ client, schema })
    await migrate(db, { migrationsFolder: migrationsDir })
    return {
      db: db as unknown as Database,
      mode: 'postgres',
      listen: async (channel, onNotify, onListen) => {
        const { unlisten } = await client.listen(channel, onNotify, onListen)
        return unlisten
      },
      close: () => client.end({ timeout: 5 }),
    }
  } catch (error) {
    await client.end({ timeout: 1 })
    throw error
  }
}
