import path from 'node:path'
import type { Env } from '../config/env'
import { fromRepoRoot } from '../lib/paths'
import type { DatabaseHandle } from './database'
import { openPglite } from './open-pglite'
import { openPostgres } from './open-postgres'

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function openDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.databaseUrl) return openPostgres(env.databaseUrl)
  return openPglite(path.join(fromRepoRoot(env.dataDir), 'db'))
}
