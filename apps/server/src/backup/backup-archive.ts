import { existsSync } from 'node:fs'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import * as tar from 'tar'
import type { DatabaseHandle } from '../db/database'
import { serverVersion } from '../lib/version'

/** The archive's first entry: what it is and what it holds. */
export const BACKUP_MANIFEST = 'kiln-backup.json'
/** What a backup holds of DATA_DIR: the database and the signing and vault keys. */
export const BACKED_UP = ['db', 'keys'] as const

/** Where a backup's copy is staged, inside DATA_DIR (same disk: a fast copy). */
export const STAGING_PREFIX = '.backup-'

export type BackupManifest = {
  kiln: 'backup'
  format: 1
  version: string
  createdAt: string
  contents: string[]
}

export const NOT_EMBEDDED_MESSAGE =
  'Kiln runs on PostgreSQL (DATABASE_URL): back it up with pg_dump and the object store with its own tools (README "Backup and restore").'

/**
 * Writes one tar.gz of DATA_DIR's database (a consistent copy taken while
 * PGlite runs nothing) and its keys to `output`. The copy is staged beside
 * the data, then streamed: files are read and compressed off this thread.
 */
export async function writeBackup(options: {
  database: DatabaseHandle
  dataDir: string
  output: Writable
}) {
  const { database, dataDir, output } = options
  if (!database.snapshotTo) throw new Error(NOT_EMBEDDED_MESSAGE)
  const staging = await mkdtemp(path.join(dataDir, STAGING_PREFIX))
  try {
    await database.snapshotTo(path.join(staging, 'db'))
    const contents: string[] = ['db']
    if (existsSync(path.join(dataDir, 'keys'))) {
      await cp(path.join(dataDir, 'keys'), path.join(staging, 'keys'), {
        recursive: true,
      })
      contents.push('keys')
    }
    const manifest: BackupManifest = {
      kiln: 'backup',
      format: 1,
      version: serverVersion,
      createdAt: new Date().toISOString(),
      contents,
    }
    await writeFile(
      path.join(staging, BACKUP_MANIFEST),
      JSON.stringify(manifest, null, 2)
    )
    await pipeline(
      tar.create({ cwd: staging, portable: true }, [
        BACKUP_MANIFEST,
        ...contents,
      ]),
      createGzip(),
      output
    )
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
