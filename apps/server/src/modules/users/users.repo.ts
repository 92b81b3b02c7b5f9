import { and, count, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { users, type NewUserRow } from '../../db/schema'
import type { Period } from './billing-cycle'

export function createUsersRepo(db: Database) {
  return {
    async count(tx: DbOrTx = db) {
      const [row] = await tx.select({ n: count() }).from(users)
      return row?.n ?? 0
    },

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

    /** Removes the account; its sessions, sign-ins, keys, servers and projects cascade. */
    async delete(id: string, tx: DbOrTx = db) {
      await tx.delete(users).where(eq(users.id, id))
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

    /**
     * Locks the user's row against other credit changes. NO KEY UPDATE, like
     * the UPDATE that follows: rows inserted in the same transaction that
     * refer to the user (project, ledger) take KEY SHARE, which FOR UPDATE
     * would deadlock with.
     */
    async lockForCredits(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(users)
        .where(eq(users.id, id))
        .for('no key update')
      return row
    },

    async setCreditsUsed(id: string, creditsUsed: number, tx: DbOrTx = db) {
      await tx.update(users).set({ creditsUsed }).where(eq(users.id, id))
    },

    /** Adds `credits` (negative: removes) to this cycle's allocation. */
    async addGrantedCredits(id: string, credits: number, tx: DbOrTx = db) {
      const [row] = await tx
        .update(users)
        .set({ creditsGranted: sql`${users.creditsGranted} + ${credits}` })
        .where(eq(users.id, id))
        .returning()
      return row
    },

    async lockForUpdate(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(users)
        .where(eq(users.id, id))
        .for('update')
      return row
    },

    /** Sets the plan; `onlyUpgrade` leaves a user already on it alone (undefined). */
    async setPlan(
      id: string,
      plan: string,
      expiresAt: Date | null,
      onlyUpgrade: boolean,
      tx: DbOrTx = db
    ) {
      const condition = onlyUpgrade
        ? and(eq(users.id, id), ne(users.plan, plan))
        : eq(users.id, id)
      const [row] = await tx
        .update(users)
        .set({ plan, planExpiresAt: expiresAt })
        .where(condition)
        .returning()
      return row
    },

    async emailsOf(ids: string[], tx: DbOrTx = db) {
      if (ids.length === 0) return new Map<string, string>()
      const rows = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
      return new Map(rows.map((row) => [row.id, row.email]))
    },
  }
}

export type UsersRepo = ReturnType<typeof createUsersRepo>
