import type {
  Usage as BuildUsage,
  UsageByPurpose,
} from '@kiln/builder/build-types'
import type { CreditCharges } from '@kiln/contract/build-tasks'
import type { Database, DbOrTx } from '../../db/database'
import type { BuildTaskRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { allocatedCredits, periodAt, type UsersService } from '../users'
import {
  chargedUsage,
  chargeItems,
  chargeSummary,
  type BuildOutcome,
} from './credit-charges'
import { buildCost, RESERVED_CREDITS } from './credit-rule'
import { createCreditsRepo } from './credits.repo'

type Usage = Pick<BuildUsage, 'inputTokens' | 'outputTokens'>
type Refundable = Pick<
  BuildTaskRow,
  'id' | 'userId' | 'creditsSpent' | 'creditPeriodEnd'
>
/** A manual change of credits or plan, as the ledger names it. */
export type CreditChange = {
  reason: string
  note?: string | null
  actorId?: string | null
}

export const NO_CREDITS_MESSAGE =
  'You have no credits left this cycle. Credits renew at the start of your next billing period.'

/** Build credits: reserve on request, charge the rest on success, refund on our failures. */
export function createCreditsService(deps: {
  db: Database
  /** The users module's plan and credit columns. */
  users: UsersService['creditColumns']
  now: () => Date
}) {
  const usersRepo = deps.users
  const ledger = createCreditsRepo(deps.db)

  /** Charges what the build cost beyond its reservation, capped by what is left. */
  async function settle(tx: DbOrTx, task: BuildTaskRow, usage: Usage) {
    const remainder = buildCost(task.modelId, usage) - task.creditsSpent
    if (remainder <= 0) return task.creditsSpent
    const user = await usersRepo.lockForCredits(task.userId, tx)
    if (!user) return task.creditsSpent
    const available = Math.max(0, allocatedCredits(user) - user.creditsUsed)
    const charge = Math.min(remainder, available)
    if (charge === 0) return task.creditsSpent
    await usersRepo.setCreditsUsed(user.id, user.creditsUsed + charge, tx)
    await ledger.append(
      {
        userId: user.id,
        taskId: task.id,
        delta: charge,
        reason: 'build_charge',
      },
      tx
    )
    return task.creditsSpent + charge
  }

  /**
   * Gives a locked task's credits back if its cycle is still current; true
   * when it did (the caller then zeroes the task's creditsSpent, so once).
   */
  async function refund(tx: DbOrTx, task: Refundable) {
    if (task.creditsSpent <= 0) return false
    const user = await usersRepo.lockForCredits(task.userId, tx)
    const sameCycle =
      user &&
      task.creditPeriodEnd?.getTime() === user.currentPeriodEnd.getTime()
    if (!user || !sameCycle) return false
    await usersRepo.setCreditsUsed(
      user.id,
      Math.max(0, user.creditsUsed - task.creditsSpent),
      tx
    )
    await ledger.append(
      {
        userId: user.id,
        taskId: task.id,
        delta: -task.creditsSpent,
        reason: 'build_refund',
      },
      tx
    )
    return true
  }

  return {
    /** Starts the user's next cycle if the current one has ended. */
    async ensureCurrentCycle(userId: string) {
      const row = await usersRepo.findById(userId)
      if (!row || deps.now() < row.currentPeriodEnd) return
      const period = periodAt(row.cycleAnchor, deps.now())
      await usersRepo.renewCycle(row.id, row.currentPeriodEnd, period)
    },

    /** The end of the user's running cycle; undefined when it has ended (nothing spent in the next yet). */
    async currentPeriodEnd(userId: string, tx?: DbOrTx) {
      const row = await usersRepo.findById(userId, tx)
      return row && deps.now() < row.currentPeriodEnd
        ? row.currentPeriodEnd
        : undefined
    },

    /** Locks the user's row against other credit changes (see users.repo). */
    lockUser: (tx: DbOrTx, userId: string) =>
      usersRepo.lockForCredits(userId, tx),

    /**
     * Takes RESERVED_CREDITS; 402 when the cycle has none left. The user row
     * stays locked so that a concurrent change of the allocation (an admin
     * removing credits) cannot make the check stale.
     */
    async reserve(tx: DbOrTx, userId: string, taskId: string) {
      const user = await usersRepo.lockForCredits(userId, tx)
      const taken =
        user &&
        (await usersRepo.spendCredits(
          userId,
          RESERVED_CREDITS,
          allocatedCredits(user),
          tx
        ))
      if (!taken) {
        throw new AppError('INSUFFICIENT_CREDITS', {
          message: NO_CREDITS_MESSAGE,
        })
      }
      await ledger.append(
        { userId, taskId, delta: RESERVED_CREDITS, reason: 'build_reserve' },
        tx
      )
      return {
        creditsSpent: RESERVED_CREDITS,
        periodEnd: taken.currentPeriodEnd,
      }
    },

    settle,
    refund,

    /**
     * Ends an engine build's billing: a kept version pays for planning and
     * coding only (repair rounds and retries of refused tool calls are
     * free); a follow-up that changed nothing, a version the model could
     * not make build and a build the user's own provider key paid for are
     * refunded. Returns what was charged and why; the
     * caller stores `credits` as the task's creditsSpent.
     */
    async charge(
      tx: DbOrTx,
      task: BuildTaskRow,
      usageBy: UsageByPurpose,
      outcome: BuildOutcome
    ): Promise<CreditCharges> {
      const items = chargeItems(usageBy, outcome)
      const credits =
        outcome === 'built'
          ? await settle(tx, task, chargedUsage(usageBy, outcome))
          : (await refund(tx, task))
            ? 0
            : task.creditsSpent
      return { credits, summary: chargeSummary(credits, items, outcome), items }
    },

    /** Adds `credits` (negative: removes) to this cycle's allocation, with a ledger row. */
    async grant(
      tx: DbOrTx,
      userId: string,
      credits: number,
      change: CreditChange
    ) {
      const row = await usersRepo.addGrantedCredits(userId, credits, tx)
      if (!row) return undefined
      await ledger.append(
        {
          userId,
          delta: -credits,
          reason: change.reason,
          note: change.note ?? null,
          actorId: change.actorId ?? null,
        },
        tx
      )
      return row
    },

    /**
     * Sets the plan (until `expiresAt`, or for good when null) and records the
     * change of allocation. `onlyUpgrade` leaves a user already on that plan alone.
     */
    async setPlan(
      tx: DbOrTx,
      userId: string,
      plan: string,
      expiresAt: Date | null,
      change: CreditChange & { onlyUpgrade?: boolean }
    ) {
      const before = await usersRepo.lockForUpdate(userId, tx)
      if (!before) return undefined
      const after = await usersRepo.setPlan(
        userId,
        plan,
        expiresAt,
        Boolean(change.onlyUpgrade),
        tx
      )
      if (!after) return before
      await ledger.append(
        {
          userId,
          delta: allocatedCredits(before) - allocatedCredits(after),
          reason: change.reason,
          note: change.note ?? `Plan set to ${plan}`,
          actorId: change.actorId ?? null,
        },
        tx
      )
      return after
    },

    /** A user's latest ledger rows with the e-mail of who made each change. */
    async ledgerWithActors(userId: string) {
      const rows = await ledger.latestOfUser(userId, 100)
      const actorIds = [
        ...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : []))),
      ]
      const emails = await usersRepo.emailsOf(actorIds)
      return rows.map((row) => ({
        id: row.id,
        delta: row.delta,
        reason: row.reason,
        note: row.note,
        taskId: row.taskId,
        actorEmail: row.actorId ? (emails.get(row.actorId) ?? null) : null,
        createdAt: row.createdAt,
      }))
    },

    /** The ledger rows of one build task, oldest first. */
    ofTask: (taskId: string) => ledger.ofTask(taskId),

    /** A user's latest ledger rows, newest first. */
    historyOf: (userId: string, limit: number) =>
      ledger.latestOfUser(userId, limit),

    /** Removes the user's ledger with the account. */
    deleteOfUser: (userId: string, tx?: DbOrTx) =>
      ledger.deleteOfUser(userId, tx),
  }
}

export type CreditsService = ReturnType<typeof createCreditsService>
