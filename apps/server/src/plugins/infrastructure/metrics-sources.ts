import { packageStoreBytes } from '@kiln/builder/packages'
import type { Env } from '../../config/env'
import type { DatabaseHandle } from '../../db/database'
import { createJobQueue } from '../../jobs/queue'
import { setScrapeSources } from '../../lib/metrics'
import { fromRepoRoot } from '../../lib/paths'

/**
 * What this process's metrics read at scrape time: the job queue table, the
 * package store's size, the PostgreSQL pool. Returns the undo (on close).
 */
export function provideScrapeSources(env: Env, database: DatabaseHandle) {
  const queue = createJobQueue(database.db)
  const storeDir = fromRepoRoot(env.packages.storeDir)
  return setScrapeSources({
    jobQueue: () => queue.stats(),
    packageStoreBytes: () => packageStoreBytes(storeDir),
    ...(database.poolStats ? { dbPool: database.poolStats } : {}),
  })
}
