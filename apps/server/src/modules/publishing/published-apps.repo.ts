import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { buildTasks, publishedApps } from '../../db/schema'

/** 128 random bits: the published address's label, guessable by no one. */
const newSlug = () => randomBytes(16).toString('hex')

export function createPublishedAppsRepo(db: Database) {
  return {
    /** The published version of a project with its number, if any. */
    async find(projectId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ app: publishedApps, versionNumber: buildTasks.versionNumber })
        .from(publishedApps)
        .innerJoin(buildTasks, eq(buildTasks.id, publishedApps.taskId))
        .where(eq(publishedApps.projectId, projectId))
      return row
    },

    /** What a published address (`p-<slug>`) serves, if it is published. */
    async findBySlug(slug: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          projectId: publishedApps.projectId,
          taskId: publishedApps.taskId,
          dataSpace: publishedApps.dataSpace,
        })
        .from(publishedApps)
        .where(eq(publishedApps.slug, slug))
      return row
    },

    /**
     * Publishes `taskId` (replacing what was published before, at the same
     * address); a project published anew after unpublishing gets a new slug.
     */
    async upsert(
      values: {
        projectId: string
        taskId: string
        publishedBy: string
        dataSpace: 'own' | 'preview'
      },
      now: Date,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .insert(publishedApps)
        .values({ ...values, slug: newSlug(), publishedAt: now })
        .onConflictDoUpdate({
          target: publishedApps.projectId,
          set: {
            taskId: values.taskId,
            publishedBy: values.publishedBy,
            dataSpace: values.dataSpace,
            publishedAt: now,
          },
        })
        .returning()
      return row!
    },

    /** Unpublishes; answers the slug that was published, if any. */
    async remove(projectId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .delete(publishedApps)
        .where(eq(publishedApps.projectId, projectId))
        .returning({ slug: publishedApps.slug })
      return row?.slug
    },
  }
}

export type PublishedAppsRepo = ReturnType<typeof createPublishedAppsRepo>
