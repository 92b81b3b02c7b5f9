import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/database'
import { openPostgres } from '../db/open-postgres'
import { buildTestApp, testEnv, type TestContext } from './helper'

/**
 * Another API process on the same database: on PostgreSQL a second app with
 * its own connections (it hears the first only through notifications); on
 * PGlite, which one process owns, the same app.
 */
export async function secondProcess(ctx: TestContext): Promise<TestContext> {
  if (ctx.database.mode !== 'postgres') return { ...ctx, close: async () => {} }
  const database = await openSameDatabase(ctx.database)
  return buildTestApp({ database, env: testEnv({ WORKER_IN_PROCESS: '0' }) })
}

async function openSameDatabase(handle: DatabaseHandle) {
  // postgres-js answers the rows themselves
  const [row] = (await handle.db.execute(
    sql`select current_database() as name`
  )) as unknown as { name: string }[]
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${row!.name}`
  return openPostgres(url.toString())
}

/** Retries `check` until it passes: notifications reach other processes a moment after the commit. */
export async function eventually(check: () => Promise<void>, ms = 3_000) {
  const until = Date.now() + ms
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((done) => setTimeout(done, 20))
    }
  }
}
