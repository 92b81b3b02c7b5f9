import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import {
  invitationCodes,
  invitationRedemptions,
  type InvitationCodeRow,
} from '../../db/schema'

type NewCode = typeof invitationCodes.$inferInsert

export function createInvitationsRepo(db: Database) {
  return {
    insertMany: (rows: NewCode[]) =>
      db.insert(invitationCodes).values(rows).returning(),

    listByCreator: (userId: string) =>
      db
        .select()
        .from(invitationCodes)
        .where(eq(invitationCodes.createdBy, userId))
        .orderBy(desc(invitationCodes.createdAt)),

    /** The codes the user made and the redemptions the user did go with the account. */
    async deleteForUser(tx: DbOrTx, userId: string) {
      await tx
        .delete(invitationRedemptions)
        .where(eq(invitationRedemptions.userId, userId))
      await tx
        .delete(invitationCodes)
        .where(eq(invitationCodes.createdBy, userId))
    },

    async findByHash(codeHash: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(invitationCodes)
        .where(eq(invitationCodes.codeHash, codeHash))
      return row
    },

    async revoke(id: string, userId: string, now: Date) {
      const [row] = await db
        .update(invitationCodes)
        .set({
          revokedAt: sql`coalesce(${invitationCodes.revokedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(eq(invitationCodes.id, id), eq(invitationCodes.createdBy, userId))
        )
        .returning()
      return row
    },

    /** One redemption per user and code; false when this user already has one. */
    async recordRedemption(tx: DbOrTx, codeId: string, userId: string) {
      const rows = await tx
        .insert(invitationRedemptions)
        .values({ codeId, userId })
        .onConflictDoNothing()
        .returning()
      return rows.length > 0
    },

    /** Takes one use only while one is left and the code is live. */
    async takeUse(
      tx: DbOrTx,
      codeId: string,
      now: Date
    ): Promise<InvitationCodeRow | undefined> {
      const [row] = await tx
        .update(invitationCodes)
        .set({ usesLeft: sql`${invitationCodes.usesLeft} - 1` })
        .where(
          and(
            eq(invitationCodes.id, codeId),
            gt(invitationCodes.usesLeft, 0),
            isNull(invitationCodes.revokedAt),
            or(
              isNull(invitationCodes.expiresAt),
              gt(invitationCodes.expiresAt, now)
            )
          )
        )
        .returning()
      return row
    },
  }
}

export type InvitationsRepo = ReturnType<typeof createInvitationsRepo>
