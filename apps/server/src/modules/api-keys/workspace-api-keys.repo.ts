import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { workspaceApiKeys, type WorkspaceApiKeyRow } from '../../db/schema'
import { resealStaleRows, sealContext, type Vault } from '../vault'

type Values = Omit<WorkspaceApiKeyRow, 'createdAt' | 'updatedAt'>

/** A workspace's service keys (write-only secrets). */
export function createWorkspaceApiKeysRepo(db: Database) {
  const byKey = (workspaceId: string, service: string) =>
    and(
      eq(workspaceApiKeys.workspaceId, workspaceId),
      eq(workspaceApiKeys.service, service)
    )

  return {
    list: (workspaceId: string) =>
      db
        .select()
        .from(workspaceApiKeys)
        .where(eq(workspaceApiKeys.workspaceId, workspaceId))
        .orderBy(asc(workspaceApiKeys.service)),

    async find(workspaceId: string, service: string) {
      const [row] = await db
        .select()
        .from(workspaceApiKeys)
        .where(byKey(workspaceId, service))
      return row
    },

    /** Saving a key for a service that has one replaces it. */
    async upsert(values: Values, now: Date) {
      const [row] = await db
        .insert(workspaceApiKeys)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [workspaceApiKeys.workspaceId, workspaceApiKeys.service],
          set: { ...values, updatedAt: now },
        })
        .returning()
      return row!
    },

    async remove(workspaceId: string, service: string) {
      const rows = await db
        .delete(workspaceApiKeys)
        .where(byKey(workspaceId, service))
        .returning({ service: workspaceApiKeys.service })
      return rows.length > 0
    },

    /** Re-seals the keys sealed under an older vault key; how many it changed. */
    resealStale: async (vault: Vault) =>
      resealStaleRows(
        vault,
        await db.select().from(workspaceApiKeys),
        (row) => ({
          sealed: row.sealedKey,
          context: sealContext.workspaceApiKey(row.workspaceId, row.service),
        }),
        async (row, old, sealedKey) =>
          (
            await db
              .update(workspaceApiKeys)
              .set({ sealedKey })
              .where(
                and(
                  byKey(row.workspaceId, row.service),
                  eq(workspaceApiKeys.sealedKey, old)
                )
              )
              .returning({ service: workspaceApiKeys.service })
          ).length > 0
      ),
  }
}
