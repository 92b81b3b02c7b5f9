import { and, asc, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { providerKeys, type ProviderKeyRow } from '../../db/schema'
import { resealStaleRows, sealContext, type Vault } from '../vault'

export type ProviderKeyValues = Pick<
  ProviderKeyRow,
  'userId' | 'provider' | 'sealedKey' | 'last4'
>

export function createProviderKeysRepo(db: Database) {
  const byKey = (userId: string, provider: string) =>
    and(eq(providerKeys.userId, userId), eq(providerKeys.provider, provider))

  return {
    list: (userId: string, tx: DbOrTx = db) =>
      tx
        .select()
        .from(providerKeys)
        .where(eq(providerKeys.userId, userId))
        .orderBy(asc(providerKeys.provider)),

    async find(userId: string, provider: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(providerKeys)
        .where(byKey(userId, provider))
      return row
    },

    /** Saving a key for a provider that has one replaces it. */
    async upsert(values: ProviderKeyValues, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(providerKeys)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [providerKeys.userId, providerKeys.provider],
          set: {
            sealedKey: values.sealedKey,
            last4: values.last4,
            updatedAt: now,
          },
        })
        .returning()
      return row!
    },

    async remove(userId: string, provider: string, tx: DbOrTx = db) {
      const rows = await tx
        .delete(providerKeys)
        .where(byKey(userId, provider))
        .returning({ provider: providerKeys.provider })
      return rows.length > 0
    },

    /** Re-seals the keys sealed under an older vault key; how many it changed. */
    resealStale: async (vault: Vault) =>
      resealStaleRows(
        vault,
        await db.select().from(providerKeys),
        (row) => ({
          sealed: row.sealedKey,
          context: sealContext.providerKey(row.userId, row.provider),
        }),
        async (row, old, sealedKey) =>
          (
            await db
              .update(providerKeys)
              .set({ sealedKey })
              .where(
                and(
                  byKey(row.userId, row.provider),
                  eq(providerKeys.sealedKey, old)
                )
              )
              .returning({ provider: providerKeys.provider })
          ).length > 0
      ),
  }
}

export type ProviderKeysRepo = ReturnType<typeof createProviderKeysRepo>
