import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import postgres from 'postgres'
import { inject } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { openPglite } from '../db/open-pglite'
import { openPostgres } from '../db/open-postgres'

/** PGlite (in memory, or on disk in `dir`) from the migrated snapshot. */
export async function openTestPglite(dir?: string) {
  const snapshot = inject('pgliteSnapshot')
  return openPglite(
    dir,
    snapshot ? new Blob([await readFile(snapshot)]) : undefined
  )
}

/** Test databases' URLs, so a second "process" can connect to the same one. */
const urls = new WeakMap<DatabaseHandle, string>()

/**
 * Another connection pool on the same PostgreSQL database, as a second API
 * process has; on PGlite (one process only) the same handle, not closed.
 */
export async function secondProcessDatabase(
  database: DatabaseHandle
): Promise<DatabaseHandle> {
  const url = urls.get(database)
  if (!url) return { ...database, close: async () => {} }
  return openPostgres(url)
}

/**
 * A fresh, migrated database: in-memory PGlite, or when TEST_DATABASE_URL is
 * set (npm run test:pg) a new PostgreSQL database dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return openTestPglite()

  const name = `kiln_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openPostgres(url.toString())
  const opened: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
  urls.set(opened, url.toString())
  return opened
}
