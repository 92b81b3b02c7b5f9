import { and, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { creditLedger, users } from '../../db/schema'
import { allocatedCredits } from '../users/billing-cycle'

type Change = { reason: string; note?: string | null; actorId?: string | null }

/** Adds `credits` (negative: removes) to this cycle's allocation, with a ledger row. */
export async function grantCredits(
  tx: DbOrTx,
  userId: string,
  credits: number,
  change: Change
) {
  const [row] = await tx
    .update(users)
    .set({ creditsGranted: sql`${users.creditsGranted} + ${credits}` })
    .where(eq(users.id, userId))
    .returning()
  if (!row) return undefined
  await tx.insert(creditLedger).values({
    userId,
    delta: -credits,
    reason: change.reason,
    note: change.note ?? null,
    actorId: change.actorId ?? null,
  })
  return row
}

/**
 * Sets the plan (until `expiresAt`, or for good when null) and records the
 * change of allocation. `onlyUpgrade` leaves a user already on that plan alone.
 */
export async function setPlan(
  tx: DbOrTx,
  userId: string,
  plan: string,
  expiresAt: Date | null,
  change: Change & { onlyUpgrade?: boolean }
) {
  const [before] = await tx
    .select()
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  if (!before) return undefined
  const condition = change.onlyUpgrade
    ? and(eq(users.id, userId), ne(users.plan, plan))
    : eq(users.id, userId)
  const [after] = await tx
    .update(users)
    .set({ plan, planExpiresAt: expiresAt })
    .where(condition)
    .returning()
  if (!after) return before
  await tx.insert(creditLedger).values({
    userId,
    delta: allocatedCredits(before) - allocatedCredits(after),
    reason: change.reason,
    note: change.note ?? `Plan set to ${plan}`,
    actorId: change.actorId ?? null,
  })
  return after
}
