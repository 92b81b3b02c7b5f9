import { mkdirSync } from 'node:fs'
import { cp } from 'node:fs/promises'
import { PGlite, types } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsDir } from '../lib/paths'
import type { Database, DatabaseHandle } from './database'
import { lockDirectory } from './dir-lock'
import * as schema from './schema'

const asBuffer = (value: Uint8Array) =>
  Buffer.from(value.buffer, value.byteOffset, value.byteLength)

/**
 * bytea in and out through Node's native hex codec: PGlite's own converts
 * byte by byte in JavaScript, which holds the thread that answers requests
 * for a second or more per megabyte (a build's CSS and JS, a preview's files).
 */
const BYTEA_CODEC = {
  serializers: {
    [types.BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array))
        throw new Error('Invalid input for bytea type')
      return `\\x${asBuffer(value).toString('hex')}`
    },
  },
  parsers: {
    [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex'),
  },
}

/** PGlite's transaction lock (every query and BEGIN…COMMIT holds it); not in its types. */
type WithTransactionLock = {
  _runExclusiveTransaction?<T>(work: () => Promise<T>): Promise<T>
}

/**
 * After a CHECKPOINT, copies the data directory while PGlite runs nothing:
 * no transaction is open (its transaction lock, which each query also takes)
 * and no statement runs (its query lock). The files are copied by the
 * thread pool; this thread keeps answering requests that need no query.
 */
async function copyDataDir(client: PGlite, dir: string, target: string) {
  await client.exec('CHECKPOINT')
  const copy = () =>
    client.runExclusive(() =>
      cp(dir, target, { recursive: true, errorOnExist: true })
    )
  const locking = client as unknown as WithTransactionLock
  await (locking._runExclusiveTransaction
    ? locking._runExclusiveTransaction.call(client, copy)
    : copy())
}

/**
 * Opens PGlite on disk (locked to this process) or in memory when `dir` is
 * undefined, and applies the migrations. `snapshot` (a dumpDataDir tarball)
 * skips initdb, which tests use to start fast.
 */
export async function openPglite(
  dir?: string,
  snapshot?: Blob
): Promise<DatabaseHandle> {
  const unlock = dir ? lockDirectory(dir) : () => {}
  try {
    if (dir) mkdirSync(dir, { recursive: true })
    // relaxedDurability stays false: a query resolves after its write.
    const client = await PGlite.create({
      ...BYTEA_CODEC,
      ...(dir ? { dataDir: dir } : {}),
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    })
    const db = drizzle({ client, schema })
    await migrate(db, { migrationsFolder: migrationsDir })
    return {
      db: db as unknown as Database,
      mode: 'pglite',
      ...(dir
        ? { snapshotTo: (target: string) => copyDataDir(client, dir, target) }
        : {}),
      listen: async (channel, onNotify, onListen) => {
        const unlisten = await client.listen(channel, onNotify)
        onListen?.()
        return unlisten
      },
      close: async () => {
        try {
          await client.close()
        } finally {
          unlock()
        }
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}
