import { and, eq, inArray } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { apis, projectApis } from '../../db/schema'

/** Grants: which of its owner's custom APIs a project's app may call. */
export function createProjectApisRepo(db: Database) {
  return {
    async grantedIds(projectId: string, tx: DbOrTx = db) {
      const rows = await tx
        .select({ apiId: projectApis.apiId })
        .from(projectApis)
        .where(eq(projectApis.projectId, projectId))
      return new Set(rows.map((row) => row.apiId))
    },

    async grant(projectId: string, apiIds: string[], tx: DbOrTx = db) {
      if (apiIds.length === 0) return
      await tx
        .insert(projectApis)
        .values(apiIds.map((apiId) => ({ projectId, apiId })))
        .onConflictDoNothing()
    },

    async revoke(projectId: string, apiId: string, tx: DbOrTx = db) {
      await tx
        .delete(projectApis)
        .where(
          and(
            eq(projectApis.projectId, projectId),
            eq(projectApis.apiId, apiId)
          )
        )
    },

    /** Ends the grants of `userId`'s own APIs to these projects. */
    async revokeOwnedBy(userId: string, projectIds: string[], tx: DbOrTx = db) {
      if (projectIds.length === 0) return
      const owned = tx
        .select({ id: apis.id })
        .from(apis)
        .where(eq(apis.userId, userId))
      await tx
        .delete(projectApis)
        .where(
          and(
            inArray(projectApis.projectId, projectIds),
            inArray(projectApis.apiId, owned)
          )
        )
    },

    /** The API if the project holds a grant for it (and it still exists). */
    async findGranted(projectId: string, apiId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ api: apis })
        .from(projectApis)
        .innerJoin(apis, eq(apis.id, projectApis.apiId))
        .where(
          and(
            eq(projectApis.projectId, projectId),
            eq(projectApis.apiId, apiId)
          )
        )
      return row?.api
    },
  }
}

export type ProjectApisRepo = ReturnType<typeof createProjectApisRepo>
