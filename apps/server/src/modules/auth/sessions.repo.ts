import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { sessions, users } from '../../db/schema'

export function createSessionsRepo(db: Database) {
  const active = (now: Date) =>
    and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))

  return {
    async insert(
      values: { userId: string; tokenHash: string; expiresAt: Date },
      tx: DbOrTx = db
    ) {
      const [row] = await tx.insert(sessions).values(values).returning()
      return row!
    },

    /** The live session holding this refresh-token hash, with its user. */
    async findActiveByHash(tokenHash: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          sessionId: sessions.id,
          userId: users.id,
          email: users.email,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), active(now)))
      return row
    },

    async isActive(id: string, userId: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(eq(sessions.id, id), eq(sessions.userId, userId), active(now))
        )
      return row !== undefined
    },

    async revoke(id: string, now: Date, tx: DbOrTx = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    },
  }
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>
