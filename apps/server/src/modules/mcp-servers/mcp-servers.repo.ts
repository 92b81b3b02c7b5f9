import { and, asc, eq, ne, or, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { mcpServers, mcpUrlTests, type StoredTool } from '../../db/schema'

type ServerValues = {
  name: string
  url: string
  description: string
  connectionStatus: string
  tools: StoredTool[]
}

export function createMcpServersRepo(db: Database) {
  const owned = (userId: string, id: string) =>
    and(eq(mcpServers.userId, userId), eq(mcpServers.id, id))

  return {
    list: (userId: string) =>
      db
        .select()
        .from(mcpServers)
        .where(eq(mcpServers.userId, userId))
        .orderBy(asc(mcpServers.createdAt)),

    async find(userId: string, id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(mcpServers).where(owned(userId, id))
      return row
    },

    /** A workspace's servers (added by its admins), oldest first. */
    listOfWorkspace: (workspaceId: string) =>
      db
        .select()
        .from(mcpServers)
        .where(eq(mcpServers.workspaceId, workspaceId))
        .orderBy(asc(mcpServers.createdAt)),

    /** The server if it is the user's own or, given one, the workspace's. */
    async findUsable(
      userId: string,
      workspaceId: string | undefined,
      id: string
    ) {
      const [row] = await db
        .select()
        .from(mcpServers)
        .where(
          and(
            eq(mcpServers.id, id),
            or(
              eq(mcpServers.userId, userId),
              workspaceId ? eq(mcpServers.workspaceId, workspaceId) : undefined
            )
          )
        )
      return row
    },

    async insertInWorkspace(
      workspaceId: string,
      values: ServerValues,
      now: Date
    ) {
      const [row] = await db
        .insert(mcpServers)
        .values({ workspaceId, ...values, createdAt: now, updatedAt: now })
        .returning()
      return row!
    },

    /** Deletes one of the workspace's; the deleted row, or undefined. */
    async removeFromWorkspace(workspaceId: string, id: string) {
      const [row] = await db
        .delete(mcpServers)
        .where(
          and(eq(mcpServers.workspaceId, workspaceId), eq(mcpServers.id, id))
        )
        .returning()
      return row
    },

    /** Whether an owner (a user or a workspace) has a server of this name. */
    async nameTaken(
      owner: { userId: string } | { workspaceId: string },
      name: string,
      exceptId?: string
    ) {
      const rows = await db
        .select({ id: mcpServers.id })
        .from(mcpServers)
        .where(
          and(
            'userId' in owner
              ? eq(mcpServers.userId, owner.userId)
              : eq(mcpServers.workspaceId, owner.workspaceId),
            sql`lower(${mcpServers.name}) = lower(${name})`,
            exceptId ? ne(mcpServers.id, exceptId) : undefined
          )
        )
      return rows.length > 0
    },

    async insert(userId: string, values: ServerValues, now: Date) {
      const [row] = await db
        .insert(mcpServers)
        .values({ userId, ...values, createdAt: now, updatedAt: now })
        .returning()
      return row!
    },

    async update(userId: string, id: string, values: ServerValues, now: Date) {
      const [row] = await db
        .update(mcpServers)
        .set({ ...values, updatedAt: now })
        .where(owned(userId, id))
        .returning()
      return row
    },

    async remove(userId: string, id: string) {
      const rows = await db
        .delete(mcpServers)
        .where(owned(userId, id))
        .returning({ id: mcpServers.id })
      return rows.length > 0
    },

    async recordTest(
      userId: string,
      url: string,
      status: string,
      tools: StoredTool[],
      now: Date
    ) {
      await db
        .insert(mcpUrlTests)
        .values({ userId, url, status, tools, testedAt: now })
        .onConflictDoUpdate({
          target: [mcpUrlTests.userId, mcpUrlTests.url],
          set: { status, tools, testedAt: now },
        })
    },

    async lastTest(userId: string, url: string) {
      const [row] = await db
        .select()
        .from(mcpUrlTests)
        .where(and(eq(mcpUrlTests.userId, userId), eq(mcpUrlTests.url, url)))
      return row
    },
  }
}

export type McpServersRepo = ReturnType<typeof createMcpServersRepo>
