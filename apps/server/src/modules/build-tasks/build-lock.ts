import type { Database, DbOrTx } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { createBuildTasksRepo } from './build-tasks.repo'
import { STILL_BUILDING_MESSAGE } from './queue-pending-task'

/** A member's name as others see it (their name, else their address). */
export type BuilderName = (
  userId: string,
  tx?: DbOrTx
) => Promise<string | undefined>

export type BuildLockDeps = { db: Database; builderName?: BuilderName }

/** What the 409 says when another member's build runs (issue 26 item 4). */
export const buildingByMessage = (name: string) =>
  `${name} is building this project; wait for the build to finish.`

/**
 * One build at a time per project: a 409 while a version is in progress.
 * It names the member who started it, unless that is the caller (the
 * SPEC's STILL_BUILDING_MESSAGE then).
 */
export async function refuseSecondBuild(
  deps: BuildLockDeps,
  userId: string,
  projectId: string,
  tx?: DbOrTx
) {
  const running = await createBuildTasksRepo(deps.db).runningBuild(
    projectId,
    tx
  )
  if (!running) return
  const name =
    running.userId === userId
      ? undefined
      : await deps.builderName?.(running.userId, tx)
  throw new AppError('CONFLICT', {
    message: name ? buildingByMessage(name) : STILL_BUILDING_MESSAGE,
  })
}
