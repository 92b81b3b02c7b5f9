import { eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { appEntities, appRecords, appUsers } from '../../db/schema'

/** Removes a project's app data and end users (project deletion). */
export async function deleteProjectAppData(
  db: Database,
  projectId: string,
  tx: DbOrTx = db
): Promise<void> {
  await tx.delete(appRecords).where(eq(appRecords.projectId, projectId))
  await tx.delete(appEntities).where(eq(appEntities.projectId, projectId))
  // Sessions go with their users (on delete cascade).
  await tx.delete(appUsers).where(eq(appUsers.projectId, projectId))
}
