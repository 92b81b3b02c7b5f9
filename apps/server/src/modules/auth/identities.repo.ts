import { and, eq, isNotNull, not } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { userIdentities } from '../../db/schema'

export function createIdentitiesRepo(db: Database) {
  return {
    async find(issuer: string, subject: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(userIdentities)
        .where(
          and(
            eq(userIdentities.issuer, issuer),
            eq(userIdentities.subject, subject)
          )
        )
      return row
    },

    async listForUser(userId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId))
    },

    async insert(
      values: {
        userId: string
        issuer: string
        subject: string
        email: string | null
        emailVerified: boolean
      },
      tx: DbOrTx = db
    ) {
      const [row] = await tx.insert(userIdentities).values(values).returning()
      return row!
    },

    /**
     * Unlinks every identity of the user except those whose provider vouched
     * for `accountEmail` itself (after a password reset by e-mail).
     */
    async deleteUnproven(
      userId: string,
      accountEmail: string,
      tx: DbOrTx = db
    ) {
      const rows = await tx
        .delete(userIdentities)
        .where(
          and(
            eq(userIdentities.userId, userId),
            not(
              and(
                eq(userIdentities.emailVerified, true),
                isNotNull(userIdentities.email),
                eq(userIdentities.email, accountEmail)
              )!
            )
          )
        )
        .returning({ id: userIdentities.id })
      return rows.length
    },

    async deleteForUser(userId: string, id: string, tx: DbOrTx = db) {
      const rows = await tx
        .delete(userIdentities)
        .where(
          and(eq(userIdentities.id, id), eq(userIdentities.userId, userId))
        )
        .returning({ id: userIdentities.id })
      return rows.length > 0
    },
  }
}

export type IdentitiesRepo = ReturnType<typeof createIdentitiesRepo>
