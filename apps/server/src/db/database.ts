import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** Drizzle over PGlite or postgres-js: repos only see this common type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Repo methods take an optional transaction and fall back to the db. */
export type DbOrTx = Database | Transaction

export type DbMode = 'pglite' | 'postgres'

export type DatabaseHandle = {
  db: Database
  mode: DbMode
  /** Closes connections and releases the PGlite directory lock. */
  close: () => Promise<void>
}
