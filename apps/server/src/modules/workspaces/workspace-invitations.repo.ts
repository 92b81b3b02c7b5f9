import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { workspaceInvitations } from '../../db/schema'

type NewInvitation = typeof workspaceInvitations.$inferInsert

export function createWorkspaceInvitationsRepo(db: Database) {
  const pending = (now: Date) =>
    and(
      isNull(workspaceInvitations.revokedAt),
      isNull(workspaceInvitations.acceptedAt),
      gt(workspaceInvitations.expiresAt, now)
    )

  return {
    async insert(values: NewInvitation, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(workspaceInvitations)
        .values(values)
        .returning()
      return row!
    },

    /** The workspace's invitations still open at `now`, newest first. */
    listPending(workspaceId: string, now: Date, tx: DbOrTx = db) {
      return tx
        .select()
        .from(workspaceInvitations)
        .where(
          and(eq(workspaceInvitations.workspaceId, workspaceId), pending(now))
        )
        .orderBy(desc(workspaceInvitations.createdAt))
    },

    async countPending(workspaceId: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: sql<string>`count(*)` })
        .from(workspaceInvitations)
        .where(
          and(eq(workspaceInvitations.workspaceId, workspaceId), pending(now))
        )
      return Number(row?.n ?? 0)
    },

    /** Revokes an open invitation of the workspace: its row, none if there is none. */
    async revoke(workspaceId: string, id: string, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .update(workspaceInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(workspaceInvitations.id, id),
            eq(workspaceInvitations.workspaceId, workspaceId),
            pending(now)
          )
        )
        .returning()
      return rows[0]
    },

    /** The open invitation with this token hash, if any. */
    async findPending(tokenHash: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(workspaceInvitations)
        .where(and(eq(workspaceInvitations.tokenHash, tokenHash), pending(now)))
      return row
    },

    /**
     * Spends the invitation, if it is still open: one statement, so two
     * accepts of one link never both succeed.
     */
    async accept(id: string, userId: string, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .update(workspaceInvitations)
        .set({ acceptedAt: now, acceptedBy: userId })
        .where(and(eq(workspaceInvitations.id, id), pending(now)))
        .returning()
      return rows[0]
    },
  }
}
