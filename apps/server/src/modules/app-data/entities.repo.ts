import { and, asc, count, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { appEntities, type AppFieldDef } from '../../db/schema'

export function createEntitiesRepo(db: Database) {
  return {
    async list(projectId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(appEntities)
        .where(eq(appEntities.projectId, projectId))
        .orderBy(asc(appEntities.name))
    },

    async find(projectId: string, name: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(appEntities)
        .where(
          and(eq(appEntities.projectId, projectId), eq(appEntities.name, name))
        )
      return row
    },

    async count(projectId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(appEntities)
        .where(eq(appEntities.projectId, projectId))
      return row?.n ?? 0
    },

    /** Creates the entity or replaces its fields (apps change between versions). */
    async upsert(
      projectId: string,
      name: string,
      fields: AppFieldDef[],
      now: Date,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .insert(appEntities)
        .values({ projectId, name, fields, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [appEntities.projectId, appEntities.name],
          set: { fields, updatedAt: now },
        })
        .returning()
      return row!
    },
  }
}

export type EntitiesRepo = ReturnType<typeof createEntitiesRepo>
