import { and, eq, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { users, type NewUserRow } from '../../db/schema'
import type { Period } from './billing-cycle'

export function createUsersRepo(db: Database) {
  return {
    async findById(id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, id))
      return row
    },

    /** `email` must already be normalised (trimmed, lower-cased). */
    async findByEmail(email: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
      return row
    },

    async insert(values: NewUserRow, tx: DbOrTx = db) {
      const [row] = await tx.insert(users).values(values).returning()
      return row!
    },

    /** Marks the address proved, if it is still the account's address. */
    async markEmailVerified(
      id: string,
      email: string,
      now: Date,
      tx: DbOrTx = db
    ) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, id), sql`lower(${users.email}) = ${email}`))
    },

    async setPasswordHash(id: string, passwordHash: string, tx: DbOrTx = db) {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id))
    },

    async updateName(id: string, name: string | null, tx: DbOrTx = db) {
      const [row] = await tx
        .update(users)
        .set({ name })
        .where(eq(users.id, id))
        .returning()
      return row
    },

    /**
     * Moves to `period` and resets usage and grants only if the cycle is still
     * the one ending at `previousEnd`; of two racing renewals exactly one wins.
     * A plan given until the end of the old cycle falls back to free.
     */
    async renewCycle(
      id: string,
      previousEnd: Date,
      period: Period,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .update(users)
        .set({
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          creditsUsed: 0,
          creditsGranted: 0,
          plan: sql`case when ${users.planExpiresAt} <= ${period.start.toISOString()}::timestamptz then 'free' else ${users.plan} end`,
          planExpiresAt: sql`case when ${users.planExpiresAt} <= ${period.start.toISOString()}::timestamptz then null else ${users.planExpiresAt} end`,
        })
        .where(and(eq(users.id, id), eq(users.currentPeriodEnd, previousEnd)))
        .returning()
      return row
    },

    /** Adds usage only while it stays within `allocated`. */
    async spendCredits(
      id: string,
      amount: number,
      allocated: number,
      tx: DbOrTx = db
    ) {
      const [row] = await tx
        .update(users)
        .set({ creditsUsed: sql`${users.creditsUsed} + ${amount}` })
        .where(
          and(
            eq(users.id, id),
            sql`${users.creditsUsed} + ${amount} <= ${allocated}`
          )
        )
        .returning()
      return row
    },
  }
}

export type UsersRepo = ReturnType<typeof createUsersRepo>
