import type { DbOrTx } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { BuildProjects } from '../projects'
import type { WorkspaceAction } from '../workspaces'
import type { BuildTasksRepo } from './build-tasks.repo'

export const taskNotFound = () =>
  new AppError('NOT_FOUND', { message: 'Build task not found.' })

/**
 * The one access check of a build task: its project's (membership of the
 * workspace with the role `action` needs). The task with its project's name,
 * or a 404 "Build task not found." outside the caller's workspaces.
 */
export async function requireTaskAccess(
  deps: {
    tasks: Pick<BuildTasksRepo, 'findWithProjectName'>
    projects: Pick<BuildProjects, 'requireAccess'>
  },
  userId: string,
  taskId: string,
  action: WorkspaceAction,
  tx?: DbOrTx
) {
  const row = await deps.tasks.findWithProjectName(taskId, tx)
  if (!row) throw taskNotFound()
  await deps.projects.requireAccess(userId, row.task.projectId, action, {
    tx,
    missing: taskNotFound,
  })
  return row
}
