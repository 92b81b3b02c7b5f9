import { and, asc, eq, isNotNull, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apis, type ApiRow } from '../../db/schema'
import { isStale, sealContext, type Vault } from '../vault'

export type ApiValues = Partial<Omit<ApiRow, 'id' | 'userId' | 'workspaceId'>>

export function createApisRepo(db: Database) {
  const owned = (userId: string, id: string) =>
    and(eq(apis.userId, userId), eq(apis.id, id))
  return {
    list: (userId: string) =>
      db
        .select()
        .from(apis)
        .where(eq(apis.userId, userId))
        .orderBy(asc(apis.createdAt)),

    async find(userId: string, id: string) {
      const [row] = await db.select().from(apis).where(owned(userId, id))
      return row
    },

    /** A workspace's APIs (added by its admins), oldest first. */
    listOfWorkspace: (workspaceId: string) =>
      db
        .select()
        .from(apis)
        .where(eq(apis.workspaceId, workspaceId))
        .orderBy(asc(apis.createdAt)),

    /** The API if it is the user's own or, given one, the workspace's. */
    async findUsable(
      userId: string,
      workspaceId: string | undefined,
      id: string
    ) {
      const [row] = await db
        .select()
        .from(apis)
        .where(
          and(
            eq(apis.id, id),
            or(
              eq(apis.userId, userId),
              workspaceId ? eq(apis.workspaceId, workspaceId) : undefined
            )
          )
        )
      return row
    },

    /** Deletes one of the workspace's; the deleted row, or undefined. */
    async removeFromWorkspace(workspaceId: string, id: string) {
      const [row] = await db
        .delete(apis)
        .where(and(eq(apis.workspaceId, workspaceId), eq(apis.id, id)))
        .returning()
      return row
    },

    async insert(
      values: ApiValues & {
        id: string
        name: string
        baseUrl: string
      } & ({ userId: string } | { workspaceId: string })
    ) {
      const [row] = await db.insert(apis).values(values).returning()
      return row!
    },

    async update(userId: string, id: string, values: ApiValues) {
      const [row] = await db
        .update(apis)
        .set(values)
        .where(owned(userId, id))
        .returning()
      return row
    },

    async remove(userId: string, id: string) {
      const rows = await db
        .delete(apis)
        .where(owned(userId, id))
        .returning({ id: apis.id })
      return rows.length > 0
    },

    /**
     * Re-seals the secrets sealed under an older vault key (and binds those
     * sealed before secrets were bound to an origin); how many it changed.
     */
    async resealStale(vault: Vault) {
      let count = 0
      const rows = await db
        .select()
        .from(apis)
        .where(isNotNull(apis.sealedSecret))
      for (const row of rows) {
        const sealed = row.sealedSecret
        if (!sealed) continue
        const context = sealContext.api(row.id, row.baseUrl)
        let plain: string
        try {
          plain = vault.open(sealed, context)
          if (!isStale(vault, sealed)) continue
        } catch {
          plain = vault.open(sealed, sealContext.legacyApi(row.id))
        }
        const updated = await db
          .update(apis)
          .set({ sealedSecret: vault.seal(plain, context) })
          .where(and(eq(apis.id, row.id), eq(apis.sealedSecret, sealed)))
          .returning({ id: apis.id })
        count += updated.length
      }
      return count
    },
  }
}

export type ApisRepo = ReturnType<typeof createApisRepo>
