import { and, eq, isNotNull } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/database'
import { appFiles } from '../../../db/schema'
import type { FileStorage } from './file-storage'

/** Object-storage keys of a project's files (read before its rows go). */
export async function projectFileKeys(tx: DbOrTx, projectId: string) {
  const rows = await tx
    .select({ key: appFiles.storageKey })
    .from(appFiles)
    .where(
      and(eq(appFiles.projectId, projectId), isNotNull(appFiles.storageKey))
    )
  return rows.map((row) => row.key!)
}

/** Removes those objects after the rows are gone; a failure leaves an orphan, never a broken row. */
export async function deleteFileObjects(storage: FileStorage, keys: string[]) {
  if (storage.kind !== 's3') return
  for (const key of keys) await storage.delete(key).catch(() => undefined)
}
