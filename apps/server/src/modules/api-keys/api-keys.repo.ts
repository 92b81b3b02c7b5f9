import { and, asc, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { apiKeys, type ApiKeyRow } from '../../db/schema'
import { resealStaleRows, sealContext, type Vault } from '../vault'

export type ApiKeyValues = Omit<
  ApiKeyRow,
  'createdAt' | 'updatedAt' | 'lastUsed'
>

export function createApiKeysRepo(db: Database) {
  const byKey = (userId: string, service: string) =>
    and(eq(apiKeys.userId, userId), eq(apiKeys.service, service))

  return {
    list: (userId: string, tx: DbOrTx = db) =>
      tx
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(asc(apiKeys.service)),

    async find(userId: string, service: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(apiKeys)
        .where(byKey(userId, service))
      return row
    },

    /** Saving a key for a service that has one replaces it. */
    async upsert(values: ApiKeyValues, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(apiKeys)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [apiKeys.userId, apiKeys.service],
          set: { ...values, updatedAt: now, lastUsed: null },
        })
        .returning()
      return row!
    },

    async update(
      userId: string,
      service: string,
      values: Partial<ApiKeyValues>,
      now: Date,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .update(apiKeys)
        .set({ ...values, updatedAt: now })
        .where(byKey(userId, service))
        .returning()
      return row
    },

    async remove(userId: string, service: string, tx: DbOrTx = db) {
      const rows = await tx
        .delete(apiKeys)
        .where(byKey(userId, service))
        .returning({ service: apiKeys.service })
      return rows.length > 0
    },

    async touchLastUsed(userId: string, service: string, at: Date) {
      await db
        .update(apiKeys)
        .set({ lastUsed: at })
        .where(byKey(userId, service))
    },

    /** Re-seals the keys sealed under an older vault key; how many it changed. */
    resealStale: async (vault: Vault) =>
      resealStaleRows(
        vault,
        await db.select().from(apiKeys),
        (row) => ({
          sealed: row.sealedKey,
          context: sealContext.apiKey(row.userId, row.service),
        }),
        async (row, old, sealedKey) =>
          (
            await db
              .update(apiKeys)
              .set({ sealedKey })
              .where(
                and(byKey(row.userId, row.service), eq(apiKeys.sealedKey, old))
              )
              .returning({ service: apiKeys.service })
          ).length > 0
      ),
  }
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>
