import { and, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { mcpAuth, mcpOauthStates } from '../../db/schema'
import { resealStaleRows, sealContext, type Vault } from '../vault'

export function createMcpAuthRepo(db: Database) {
  const byServer = (userId: string, serverId: string) =>
    and(eq(mcpAuth.userId, userId), eq(mcpAuth.serverId, serverId))
  return {
    async find(userId: string, serverId: string) {
      const [row] = await db
        .select()
        .from(mcpAuth)
        .where(byServer(userId, serverId))
      return row
    },
    async save(
      userId: string,
      serverId: string,
      sealedCredentials: string,
      now: Date
    ) {
      await db
        .insert(mcpAuth)
        .values({
          userId,
          serverId,
          sealedCredentials,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [mcpAuth.userId, mcpAuth.serverId],
          set: { sealedCredentials, updatedAt: now },
        })
    },
    async remove(userId: string, serverId: string) {
      await db.delete(mcpAuth).where(byServer(userId, serverId))
    },
    async addState(values: typeof mcpOauthStates.$inferInsert) {
      await db
        .delete(mcpOauthStates)
        .where(lt(mcpOauthStates.expiresAt, values.createdAt!))
      await db.insert(mcpOauthStates).values(values)
    },
    /** Single use: the row is gone once read, and only while unexpired. */
    async takeState(state: string, now: Date) {
      const [row] = await db
        .delete(mcpOauthStates)
        .where(
          and(
            eq(mcpOauthStates.state, state),
            gt(mcpOauthStates.expiresAt, now)
          )
        )
        .returning()
      return row
    },

    /** Servers the user has credentials for. */
    async authenticatedIds(userId: string) {
      const rows = await db
        .select({ serverId: mcpAuth.serverId })
        .from(mcpAuth)
        .where(eq(mcpAuth.userId, userId))
      return new Set(rows.map((row) => row.serverId))
    },

    /** Re-seals credentials and pending flows under an older vault key; how many it changed. */
    async resealStale(vault: Vault) {
      const credentials = await resealStaleRows(
        vault,
        await db.select().from(mcpAuth),
        (row) => ({
          sealed: row.sealedCredentials,
          context: sealContext.mcpAuth(row.userId, row.serverId),
        }),
        async (row, old, sealedCredentials) =>
          (
            await db
              .update(mcpAuth)
              .set({ sealedCredentials })
              .where(
                and(
                  byServer(row.userId, row.serverId),
                  eq(mcpAuth.sealedCredentials, old)
                )
              )
              .returning({ id: mcpAuth.serverId })
          ).length > 0
      )
      const flows = await resealStaleRows(
        vault,
        await db.select().from(mcpOauthStates),
        (row) => ({
          sealed: row.sealedFlow,
          context: sealContext.mcpOauthState(row.state),
        }),
        async (row, old, sealedFlow) =>
          (
            await db
              .update(mcpOauthStates)
              .set({ sealedFlow })
              .where(
                and(
                  eq(mcpOauthStates.state, row.state),
                  eq(mcpOauthStates.sealedFlow, old)
                )
              )
              .returning({ state: mcpOauthStates.state })
          ).length > 0
      )
      return credentials + flows
    },
  }
}

export type McpAuthRepo = ReturnType<typeof createMcpAuthRepo>
