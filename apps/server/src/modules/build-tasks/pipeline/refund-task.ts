import type { Database, DbOrTx } from '../../../db/database'
import type { BuildTaskRow } from '../../../db/schema'
import type { CreditsService } from '../../credits'
import { createBuildTasksRepo } from '../build-tasks.repo'

/** Gives a locked task's credits back (once) if its cycle is still current. */
export async function refundTask(
  deps: { db: Database; credits: Pick<CreditsService, 'refund'> },
  tx: DbOrTx,
  task: BuildTaskRow
) {
  if (!(await deps.credits.refund(tx, task))) return
  await createBuildTasksRepo(deps.db).update(task.id, { creditsSpent: 0 }, tx)
}
