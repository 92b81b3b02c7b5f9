import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { creditLedger, users } from '../../db/schema'

export type LedgerReason = 'build_reserve' | 'build_charge' | 'build_refund'

export async function appendLedger(
  tx: DbOrTx,
  row: { userId: string; taskId: string; delta: number; reason: LedgerReason }
) {
  await tx.insert(creditLedger).values(row)
}

/** Adds `amount` to usage only while it stays within `allocated`. */
export async function takeCredits(
  tx: DbOrTx,
  userId: string,
  amount: number,
  allocated: number
) {
  const [row] = await tx
    .update(users)
    .set({ creditsUsed: sql`${users.creditsUsed} + ${amount}` })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.creditsUsed} + ${amount} <= ${allocated}`
      )
    )
    .returning({ periodEnd: users.currentPeriodEnd })
  return row
}

/**
 * Locks the user's row against other credit changes. NO KEY UPDATE, like
 * the UPDATE that follows: rows inserted in the same transaction that refer
 * to the user (project, ledger) take KEY SHARE, which FOR UPDATE would
 * deadlock with.
 */
export async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update')
  return row
}

export async function setCreditsUsed(
  tx: DbOrTx,
  userId: string,
  creditsUsed: number
) {
  await tx.update(users).set({ creditsUsed }).where(eq(users.id, userId))
}

export async function ledgerOf(tx: DbOrTx, taskId: string) {
  return tx
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.taskId, taskId))
    .orderBy(creditLedger.id)
}
