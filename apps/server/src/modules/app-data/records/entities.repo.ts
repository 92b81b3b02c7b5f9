import { and, asc, count, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/database'
import { appEntities, type AppFieldDef } from '../../../db/schema'

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

    /** The owner's rules from the studio (null: back to the code's), with the code's rules they were made against. */
    async setStudioRules(
      projectId: string,
      name: string,
      rules: Record<string, string> | null,
      base: { code: unknown } | null,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .update(appEntities)
        .set({ studioRules: rules, studioRulesBase: base })
        .where(
          and(eq(appEntities.projectId, projectId), eq(appEntities.name, name))
        )
        .returning()
      return row
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
