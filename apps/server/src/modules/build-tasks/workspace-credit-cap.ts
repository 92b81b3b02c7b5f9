import { workspaceCapMessage } from '@kiln/contract/workspaces'
import type { Database, DbOrTx } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { CreditsService } from '../credits'
import { createBuildTasksRepo } from './build-tasks.repo'

/** A member's monthly credit cap in a workspace (the workspaces module's). */
export type WorkspaceCreditCaps = {
  creditCapOf: (
    workspaceId: string,
    userId: string,
    tx?: DbOrTx
  ) => Promise<number | null>
}

type SpendDeps = {
  db: Database
  credits: Pick<CreditsService, 'currentPeriodEnd' | 'lockUser'>
}

/** Credits `userId` spent on the workspace's builds in their running cycle. */
export async function creditsUsedIn(
  deps: SpendDeps,
  workspaceId: string,
  userId: string,
  tx?: DbOrTx
) {
  const periodEnd = await deps.credits.currentPeriodEnd(userId, tx)
  if (!periodEnd) return 0
  return createBuildTasksRepo(deps.db).creditsSpentIn(
    workspaceId,
    userId,
    periodEnd,
    tx
  )
}

/**
 * Refuses (402) a build whose `credits` would take the member past the
 * workspace's monthly cap an admin set for them. A capped member's credit
 * row is locked first, so two of their builds cannot both pass.
 */
export async function requireWithinCreditCap(
  deps: SpendDeps & { caps?: WorkspaceCreditCaps },
  tx: DbOrTx,
  build: { workspaceId: string; userId: string; credits: number }
) {
  const cap = await deps.caps?.creditCapOf(build.workspaceId, build.userId, tx)
  if (cap === null || cap === undefined) return
  await deps.credits.lockUser(tx, build.userId)
  const used = await creditsUsedIn(deps, build.workspaceId, build.userId, tx)
  if (used + build.credits > cap) {
    throw new AppError('INSUFFICIENT_CREDITS', {
      message: workspaceCapMessage(cap),
    })
  }
}
