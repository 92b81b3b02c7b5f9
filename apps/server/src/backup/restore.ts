import { mkdirSync, readdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import { openPglite } from '../db/open-pglite'
import { BACKED_UP, BACKUP_MANIFEST } from './backup-archive'
import { readManifestOf } from './backup-client'

const restorable = (entryPath: string) =>
  entryPath === BACKUP_MANIFEST ||
  BACKED_UP.some((dir) => entryPath === dir || entryPath.startsWith(`${dir}/`))

/**
 * Brings an empty (or missing) DATA_DIR back to a backup's state, then opens
 * the database once (applying this version's migrations) to prove it whole.
 */
export async function restore(file: string, dataDir: string) {
  const existing = (() => {
    try {
      return readdirSync(dataDir)
    } catch {
      return []
    }
  })()
  if (existing.length > 0) {
    throw new Error(
      `DATA_DIR (${dataDir}) is not empty: restore only into an empty data directory.`
    )
  }
  await readManifestOf(file)
  mkdirSync(dataDir, { recursive: true })
  await tar.extract({
    file,
    cwd: dataDir,
    strict: true,
    // nothing outside db/ and keys/; tar refuses absolute paths and ".."
    filter: (entryPath) => restorable(entryPath.replace(/^\.\//, '')),
  })
  await rm(path.join(dataDir, BACKUP_MANIFEST), { force: true })
  const database = await openPglite(path.join(dataDir, 'db'))
  await database.close()
}
