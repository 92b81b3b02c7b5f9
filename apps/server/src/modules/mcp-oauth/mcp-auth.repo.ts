import { and, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { mcpAuth, mcpOauthStates } from '../../db/schema'

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
  }
}

export type McpAuthRepo = ReturnType<typeof createMcpAuthRepo>
