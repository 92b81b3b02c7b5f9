import { eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import {
  appEntities,
  appFiles,
  appRateWindows,
  appRecords,
  appSessions,
  appUsage,
  appUsers,
} from '../../db/schema'
import type { ProjectRemoval } from '../projects'
import { dataKeysOf } from './data-space'
import type { FileStorage } from './files/file-storage'
import {
  deleteFileObjects,
  projectFileKeys,
} from './files/project-file-objects'

/** Removes a project's app data (its previews' and published app's), files and end users, children first. */
async function deleteProjectAppData(tx: DbOrTx, projectId: string) {
  const keys = dataKeysOf(projectId)
  await tx.delete(appRecords).where(inArray(appRecords.projectId, keys))
  await tx.delete(appFiles).where(eq(appFiles.projectId, projectId))
  await tx.delete(appUsage).where(eq(appUsage.projectId, projectId))
  await tx.delete(appRateWindows).where(eq(appRateWindows.projectId, projectId))
  await tx.delete(appSessions).where(inArray(appSessions.projectId, keys))
  await tx.delete(appUsers).where(inArray(appUsers.projectId, keys))
  await tx.delete(appEntities).where(eq(appEntities.projectId, projectId))
}

/** A deleted project's generated-app data; its stored objects go after the commit. */
export const removeProjectAppData =
  (fileStorage?: FileStorage): ProjectRemoval =>
  async (tx, projectId) => {
    const keys = await projectFileKeys(tx, projectId)
    await deleteProjectAppData(tx, projectId)
    return {
      afterCommit: async () => {
        if (fileStorage) await deleteFileObjects(fileStorage, keys)
      },
    }
  }
