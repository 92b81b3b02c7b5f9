import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { refreshTokens, sessions, users } from '../../db/schema'

export function createSessionsRepo(db: Database) {
  const active = (now: Date) =>
    and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))

  return {
    async insert(
      values: { userId: string; expiresAt: Date; userAgent: string | null },
      tx: DbOrTx = db
    ) {
      const [row] = await tx.insert(sessions).values(values).returning()
      return row!
    },

    async addRefreshToken(
      values: { tokenHash: string; sessionId: string; expiresAt: Date },
      tx: DbOrTx = db
    ) {
      await tx.insert(refreshTokens).values(values)
    },

    /**
     * Marks a live, unused refresh token used and returns its session; of two
     * racing uses of one token exactly one gets it.
     */
    async useRefreshToken(tokenHash: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now)
          )
        )
        .returning({ sessionId: refreshTokens.sessionId })
      return row?.sessionId
    },

    /** The session of a refresh token that was already used, if any. */
    async sessionOfUsedToken(tokenHash: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNotNull(refreshTokens.usedAt)
          )
        )
      return row?.sessionId
    },

    /** A live session with its user; `lastUsedAt` moves to `now`. */
    async touchActive(id: string, now: Date, tx: DbOrTx = db) {
      const [session] = await tx
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(and(eq(sessions.id, id), active(now)))
        .returning({
          sessionId: sessions.id,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
        })
      if (!session) return undefined
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, session.userId))
      return user && { ...session, email: user.email }
    },

    /** The user and end of a live session, if it is live. */
    async findActive(id: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, id), active(now)))
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

    /** The user's live sessions, most recently used first. */
    async listActive(userId: string, now: Date, tx: DbOrTx = db) {
      return tx
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), active(now)))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    },

    async revoke(id: string, now: Date, tx: DbOrTx = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    },

    /** Ends one live session of this user; false when there is none. */
    async revokeOwn(userId: string, id: string, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(eq(sessions.id, id), eq(sessions.userId, userId), active(now))
        )
        .returning({ id: sessions.id })
      return rows.length > 0
    },

    /** Ends every live session of the user, except `keep`; returns how many. */
    async revokeAll(userId: string, now: Date, keep?: string, tx: DbOrTx = db) {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            active(now),
            keep ? ne(sessions.id, keep) : undefined
          )
        )
        .returning({ id: sessions.id })
      return rows.length
    },
  }
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>
