import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { buildTasks, shareLinks } from '../../db/schema'

type NewShareLink = typeof shareLinks.$inferInsert

export function createShareLinksRepo(db: Database) {
  return {
    async insert(values: NewShareLink, tx: DbOrTx = db) {
      const [row] = await tx.insert(shareLinks).values(values).returning()
      return row!
    },

    /** Active links of a project with their version numbers, newest first. */
    async listActive(projectId: string, tx: DbOrTx = db) {
      return tx
        .select({ link: shareLinks, versionNumber: buildTasks.versionNumber })
        .from(shareLinks)
        .innerJoin(buildTasks, eq(buildTasks.id, shareLinks.taskId))
        .where(
          and(eq(shareLinks.projectId, projectId), isNull(shareLinks.revokedAt))
        )
        .orderBy(desc(shareLinks.createdAt))
    },

    /** The active link with this token hash and the version it shares. */
    async findActiveByHash(tokenHash: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ link: shareLinks, task: buildTasks })
        .from(shareLinks)
        .innerJoin(buildTasks, eq(buildTasks.id, shareLinks.taskId))
        .where(
          and(eq(shareLinks.tokenHash, tokenHash), isNull(shareLinks.revokedAt))
        )
      return row
    },

    /** The version of an active link by its id, if that version is built. */
    async findActiveVersion(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ projectId: shareLinks.projectId, taskId: shareLinks.taskId })
        .from(shareLinks)
        .innerJoin(buildTasks, eq(buildTasks.id, shareLinks.taskId))
        .where(
          and(
            eq(shareLinks.id, id),
            isNull(shareLinks.revokedAt),
            eq(buildTasks.status, 'COMPLETED')
          )
        )
      return row
    },

    async revoke(projectId: string, id: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .update(shareLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(shareLinks.id, id),
            eq(shareLinks.projectId, projectId),
            isNull(shareLinks.revokedAt)
          )
        )
        .returning({ id: shareLinks.id })
      return row
    },
  }
}

export type ShareLinksRepo = ReturnType<typeof createShareLinksRepo>
