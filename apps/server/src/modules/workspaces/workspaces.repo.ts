import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import {
  currentWorkspaces,
  workspaceMembers,
  workspaces,
} from '../../db/schema'

export function createWorkspacesRepo(db: Database) {
  return {
    async findById(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(workspaces)
        .where(eq(workspaces.id, id))
      return row
    },

    async findPersonal(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(workspaces)
        .where(eq(workspaces.personalOf, userId))
      return row
    },

    /** The user's personal workspace, created (with them as owner) if missing. */
    async ensurePersonal(userId: string, tx: DbOrTx = db) {
      await tx
        .insert(workspaces)
        .values({ name: 'Personal', kind: 'personal', personalOf: userId })
        .onConflictDoNothing({ target: workspaces.personalOf })
      const [row] = await tx
        .select()
        .from(workspaces)
        .where(eq(workspaces.personalOf, userId))
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId: row!.id, userId, role: 'owner' })
        .onConflictDoNothing()
      return row!
    },

    async insertTeam(name: string, ownerId: string, tx: DbOrTx) {
      const [row] = await tx
        .insert(workspaces)
        .values({ name, kind: 'team' })
        .returning()
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId: row!.id, userId: ownerId, role: 'owner' })
      return row!
    },

    /** Deletes the workspace; members, invitations and choices of it cascade. */
    async delete(id: string, tx: DbOrTx = db) {
      await tx.delete(workspaces).where(eq(workspaces.id, id))
    },

    async rename(id: string, name: string, tx: DbOrTx = db) {
      const [row] = await tx
        .update(workspaces)
        .set({ name })
        .where(eq(workspaces.id, id))
        .returning()
      return row
    },

    /** The workspaces `userId` belongs to, with their role, oldest first. */
    listOf(userId: string, tx: DbOrTx = db) {
      return tx
        .select({ workspace: workspaces, role: workspaceMembers.role })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(eq(workspaceMembers.userId, userId))
        .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    },

    /** The member's row; `lock` serialises role changes of one workspace. */
    async findMember(
      workspaceId: string,
      userId: string,
      tx: DbOrTx = db,
      lock = false
    ) {
      const query = tx
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspaceId),
            eq(workspaceMembers.userId, userId)
          )
        )
      const [row] = lock ? await query.for('update') : await query
      return row
    },

    listMembers(workspaceId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.userId))
    },

    /** Locks the workspace row: membership changes of one workspace run one at a time. */
    async lock(workspaceId: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId))
        .for('update')
      return row
    },

    async countOwnedTeams(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: sql<string>`count(*)` })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(
          and(
            eq(workspaceMembers.userId, userId),
            eq(workspaceMembers.role, 'owner'),
            eq(workspaces.kind, 'team')
          )
        )
      return Number(row?.n ?? 0)
    },

    async countMembers(workspaceId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: sql<string>`count(*)` })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId))
      return Number(row?.n ?? 0)
    },

    /** Adds the member, or keeps their row as it is if they already belong. */
    async addMember(
      values: { workspaceId: string; userId: string; role: string },
      tx: DbOrTx = db
    ) {
      await tx.insert(workspaceMembers).values(values).onConflictDoNothing()
    },

    async setRole(
      workspaceId: string,
      userId: string,
      role: string,
      tx: DbOrTx = db
    ) {
      await tx
        .update(workspaceMembers)
        .set({ role })
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspaceId),
            eq(workspaceMembers.userId, userId)
          )
        )
    },

    /** Sets the member's monthly credit cap (null: none); false when not a member. */
    async setCreditCap(
      workspaceId: string,
      userId: string,
      monthlyCreditCap: number | null,
      tx: DbOrTx = db
    ) {
      const rows = await tx
        .update(workspaceMembers)
        .set({ monthlyCreditCap })
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspaceId),
            eq(workspaceMembers.userId, userId)
          )
        )
        .returning({ userId: workspaceMembers.userId })
      return rows.length > 0
    },

    async removeMember(workspaceId: string, userId: string, tx: DbOrTx = db) {
      await tx
        .delete(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspaceId),
            eq(workspaceMembers.userId, userId)
          )
        )
      await tx
        .delete(currentWorkspaces)
        .where(
          and(
            eq(currentWorkspaces.userId, userId),
            eq(currentWorkspaces.workspaceId, workspaceId)
          )
        )
    },

    /** Team workspaces `userId` owns that have other members too. */
    ownedTeamsWithOthers(userId: string, tx: DbOrTx = db) {
      return tx
        .select({ id: workspaces.id, name: workspaces.name })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(
          and(
            eq(workspaceMembers.userId, userId),
            eq(workspaceMembers.role, 'owner'),
            eq(workspaces.kind, 'team'),
            sql`exists (select 1 from workspace_members other where other.workspace_id = ${workspaces.id} and other.user_id <> ${userId})`
          )
        )
    },

    async ownerOf(workspaceId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspaceId),
            eq(workspaceMembers.role, 'owner')
          )
        )
      return row?.userId
    },

    /** Team workspaces nobody belongs to any more (their last member's account is gone). */
    async deleteMemberless(tx: DbOrTx = db) {
      await tx
        .delete(workspaces)
        .where(
          and(
            eq(workspaces.kind, 'team'),
            sql`not exists (select 1 from workspace_members m where m.workspace_id = ${workspaces.id})`
          )
        )
    },

    async currentOf(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(currentWorkspaces)
        .where(eq(currentWorkspaces.userId, userId))
      return row?.workspaceId
    },

    async setCurrent(userId: string, workspaceId: string, tx: DbOrTx = db) {
      await tx
        .insert(currentWorkspaces)
        .values({ userId, workspaceId })
        .onConflictDoUpdate({
          target: currentWorkspaces.userId,
          set: { workspaceId },
        })
    },
  }
}

export type WorkspacesRepo = ReturnType<typeof createWorkspacesRepo>
