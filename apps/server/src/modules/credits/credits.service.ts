import type { Usage as BuildUsage } from '@kiln/builder/build-types'
import { and, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { buildTasks, type BuildTaskRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { allocatedCredits, periodAt } from '../users/billing-cycle'
import { createUsersRepo } from '../users/users.repo'
import { buildCost, RESERVED_CREDITS } from './credit-rule'
import {
  appendLedger,
  lockUser,
  setCreditsUsed,
  takeCredits,
} from './credits.repo'

type Usage = Pick<BuildUsage, 'inputTokens' | 'outputTokens'>

export const NO_CREDITS_MESSAGE =
  'You have no credits left this cycle. Credits renew at the start of your next billing period.'

/** Build credits: reserve on request, charge the rest on success, refund on our failures. */
export function createCreditsService(deps: { db: Database; now: () => Date }) {
  const usersRepo = createUsersRepo(deps.db)

  return {
    /** Starts the user's next cycle if the current one has ended. */
    async ensureCurrentCycle(userId: string) {
      const row = await usersRepo.findById(userId)
      if (!row || deps.now() < row.currentPeriodEnd) return
      const period = periodAt(row.cycleAnchor, deps.now())
      await usersRepo.renewCycle(row.id, row.currentPeriodEnd, period)
    },

    /**
     * Takes RESERVED_CREDITS; 402 when the cycle has none left. The user row
     * stays locked so that a concurrent change of the allocation (an admin
     * removing credits) cannot make the check stale.
     */
    async reserve(tx: DbOrTx, userId: string, taskId: string) {
      const user = await lockUser(tx, userId)
      const taken =
        user &&
        (await takeCredits(
          tx,
          userId,
          RESERVED_CREDITS,
          allocatedCredits(user)
        ))
      if (!taken) {
        throw new AppError('INSUFFICIENT_CREDITS', {
          message: NO_CREDITS_MESSAGE,
        })
      }
      await appendLedger(tx, {
        userId,
        taskId,
        delta: RESERVED_CREDITS,
        reason: 'build_reserve',
      })
      return { creditsSpent: RESERVED_CREDITS, periodEnd: taken.periodEnd }
    },

    /** Charges what the build cost beyond its reservation, capped by what is left. */
    async settle(tx: DbOrTx, task: BuildTaskRow, usage: Usage) {
      const remainder = buildCost(task.modelId, usage) - task.creditsSpent
      if (remainder <= 0) return task.creditsSpent
      const user = await lockUser(tx, task.userId)
      if (!user) return task.creditsSpent
      const available = Math.max(0, allocatedCredits(user) - user.creditsUsed)
      const charge = Math.min(remainder, available)
      if (charge === 0) return task.creditsSpent
      await setCreditsUsed(tx, user.id, user.creditsUsed + charge)
      await appendLedger(tx, {
        userId: user.id,
        taskId: task.id,
        delta: charge,
        reason: 'build_charge',
      })
      return task.creditsSpent + charge
    },

    /** Gives the task's credits back (once) if its cycle is still current. */
    async refund(tx: DbOrTx, taskId: string) {
      const [task] = await tx
        .select()
        .from(buildTasks)
        .where(eq(buildTasks.id, taskId))
        .for('update')
      if (!task || task.creditsSpent <= 0) return
      const user = await lockUser(tx, task.userId)
      const sameCycle =
        user &&
        task.creditPeriodEnd?.getTime() === user.currentPeriodEnd.getTime()
      if (!user || !sameCycle) return
      await tx
        .update(buildTasks)
        .set({ creditsSpent: 0 })
        .where(and(eq(buildTasks.id, task.id)))
      await setCreditsUsed(
        tx,
        user.id,
        Math.max(0, user.creditsUsed - task.creditsSpent)
      )
      await appendLedger(tx, {
        userId: user.id,
        taskId: task.id,
        delta: -task.creditsSpent,
        reason: 'build_refund',
      })
    },
  }
}

export type CreditsService = ReturnType<typeof createCreditsService>
