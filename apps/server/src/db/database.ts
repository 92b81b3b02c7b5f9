import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** Drizzle over PGlite or postgres-js: repos only see this common type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Repo methods take an optional transaction and fall back to the db. */
export type DbOrTx = Database | Transaction

export type DbMode = 'pglite' | 'postgres'

/**
 * LISTEN on a channel; `onListen` runs each time listening (re)starts, when
 * notifications sent meanwhile may have been missed. Resolves to the unlisten.
 */
export type ListenFn = (
  channel: string,
  onNotify: (payload: string) => void,
  onListen?: () => void
) => Promise<() => Promise<void>>

export type DatabaseHandle = {
  db: Database
  mode: DbMode
  /**
   * PostgreSQL notifications (NOTIFY, pg_notify, triggers). On PGlite they
   * are delivered in-process before the committing query resolves; on
   * PostgreSQL to every process, a moment after the commit.
   */
  listen: ListenFn
  /**
   * PostgreSQL only: this process's connections by state (pg_stat_activity,
   * matched by the pool's application_name) and the pool's size.
   */
  poolStats?: () => Promise<{ max: number; byState: Record<string, number> }>
  /**
   * PGlite on disk only: copies the database directory to `target` as one
   * consistent state (a backup). Queries wait meanwhile.
   */
  snapshotTo?: (target: string) => Promise<void>
  /** Closes connections and releases the PGlite directory lock. */
  close: () => Promise<void>
}
