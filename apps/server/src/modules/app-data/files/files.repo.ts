import { and, asc, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/database'
import { appFiles } from '../../../db/schema'

type NewFile = typeof appFiles.$inferInsert

export function createFilesRepo(db: Database) {
  return {
    async insert(values: NewFile, tx: DbOrTx = db) {
      const [row] = await tx.insert(appFiles).values(values).returning()
      return row!
    },

    /** Every file of the project: metadata only, oldest first. */
    listMeta(projectId: string, tx: DbOrTx = db) {
      return tx
        .select({
          id: appFiles.id,
          entity: appFiles.entity,
          name: appFiles.name,
          contentType: appFiles.contentType,
          size: appFiles.size,
          createdAt: appFiles.createdAt,
        })
        .from(appFiles)
        .where(eq(appFiles.projectId, projectId))
        .orderBy(asc(appFiles.createdAt))
    },

    /** Metadata only (no bytes). */
    async find(projectId: string, id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: appFiles.id,
          projectId: appFiles.projectId,
          entity: appFiles.entity,
          ownerId: appFiles.ownerId,
          name: appFiles.name,
          contentType: appFiles.contentType,
          size: appFiles.size,
          storage: appFiles.storage,
          storageKey: appFiles.storageKey,
          urlToken: appFiles.urlToken,
          createdAt: appFiles.createdAt,
        })
        .from(appFiles)
        .where(and(eq(appFiles.projectId, projectId), eq(appFiles.id, id)))
      return row
    },

    async content(projectId: string, id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ content: appFiles.content })
        .from(appFiles)
        .where(and(eq(appFiles.projectId, projectId), eq(appFiles.id, id)))
      return row?.content ?? undefined
    },

    async delete(projectId: string, id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .delete(appFiles)
        .where(and(eq(appFiles.projectId, projectId), eq(appFiles.id, id)))
        .returning({ size: appFiles.size })
      return row
    },
  }
}

export type FilesRepo = ReturnType<typeof createFilesRepo>
export type AppFileMeta = NonNullable<Awaited<ReturnType<FilesRepo['find']>>>
