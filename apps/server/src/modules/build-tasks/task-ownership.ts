import type { DbOrTx } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { BuildTasksRepo } from './build-tasks.repo'

export const taskNotFound = () =>
  new AppError('NOT_FOUND', { message: 'Build task not found.' })

/**
 * The one ownership check of a build task: the caller's task with its
 * project's name, or a 404 "Build task not found." for another's or none.
 */
export async function requireOwnedTask(
  tasks: Pick<BuildTasksRepo, 'findOwned'>,
  userId: string,
  taskId: string,
  tx?: DbOrTx
) {
  const row = await tasks.findOwned(taskId, userId, tx)
  if (!row) throw taskNotFound()
  return row
}
