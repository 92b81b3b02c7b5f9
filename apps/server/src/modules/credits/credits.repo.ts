import { desc, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { creditLedger } from '../../db/schema'

export type LedgerReason = 'build_reserve' | 'build_charge' | 'build_refund'

/** The credit ledger: every change of a user's credits, with its reason. */
export function createCreditsRepo(db: Database) {
  return {
    async append(row: typeof creditLedger.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(creditLedger).values(row)
    },

    async ofTask(taskId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.taskId, taskId))
        .orderBy(creditLedger.id)
    },

    /** A user's latest rows, newest first. */
    async latestOfUser(userId: string, limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(desc(creditLedger.id))
        .limit(limit)
    },

    /** Removes the user's ledger with the account. */
    async deleteOfUser(userId: string, tx: DbOrTx = db) {
      await tx.delete(creditLedger).where(eq(creditLedger.userId, userId))
    },
  }
}

export type CreditsRepo = ReturnType<typeof createCreditsRepo>
