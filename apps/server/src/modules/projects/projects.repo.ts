import { DEFAULT_PROJECT_NAME } from '@kiln/contract/build-tasks'
import { and, eq, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { projects, type ProjectRow } from '../../db/schema'

export function createProjectsRepo(db: Database) {
  return {
    async insert(
      values: {
        id: string
        userId: string
        workspaceId: string
        name: string
      },
      tx: DbOrTx = db
    ): Promise<ProjectRow> {
      const [row] = await tx.insert(projects).values(values).returning()
      return row!
    },

    /** How many projects `userId` has (the account's project quota). */
    async countOwned(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<string>`count(*)` })
        .from(projects)
        .where(eq(projects.userId, userId))
      return Number(row?.n ?? 0)
    },

    /** The workspace's project ids. */
    listInWorkspace(workspaceId: string, tx: DbOrTx = db) {
      return tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.workspaceId, workspaceId))
    },

    /** The user's projects, oldest first. */
    listOwned(userId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(projects)
        .where(eq(projects.userId, userId))
        .orderBy(projects.createdAt)
    },

    /** The project by id; `lock` serialises follow-ups. */
    async findById(
      id: string,
      tx: DbOrTx = db,
      lock = false
    ): Promise<ProjectRow | undefined> {
      const query = tx.select().from(projects).where(eq(projects.id, id))
      const [row] = lock ? await query.for('update') : await query
      return row
    },

    async rename(id: string, name: string, tx: DbOrTx = db) {
      const [row] = await tx
        .update(projects)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(projects.id, id))
        .returning()
      return row
    },

    /**
     * Names a project that still has the default name, in one statement: a
     * name the user gave meanwhile is never overwritten.
     */
    async nameIfUnnamed(id: string, name: string, tx: DbOrTx = db) {
      await tx
        .update(projects)
        .set({ name, updatedAt: sql`now()` })
        .where(
          and(eq(projects.id, id), eq(projects.name, DEFAULT_PROJECT_NAME))
        )
    },

    async setHead(id: string, headTaskId: string, tx: DbOrTx = db) {
      await tx
        .update(projects)
        .set({ headTaskId, updatedAt: sql`now()` })
        .where(eq(projects.id, id))
    },

    /** Makes `userId` the project's creator (its creator's account is going). */
    async setCreator(id: string, userId: string, tx: DbOrTx = db) {
      await tx.update(projects).set({ userId }).where(eq(projects.id, id))
    },

    async delete(id: string, tx: DbOrTx = db) {
      await tx.delete(projects).where(eq(projects.id, id))
    },
  }
}

export type ProjectsRepo = ReturnType<typeof createProjectsRepo>
