import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database'
import { creditLedger, users } from '../../db/schema'

const actor = alias(users, 'actor')

/** The latest ledger rows of a user, with the e-mail of who made each change. */
export async function ledgerWithActors(db: Database, userId: string) {
  return db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      note: creditLedger.note,
      taskId: creditLedger.taskId,
      actorEmail: actor.email,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .leftJoin(actor, eq(actor.id, creditLedger.actorId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(100)
}
