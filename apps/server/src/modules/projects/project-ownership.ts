import type { Database, DbOrTx } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { WorkspaceAction, WorkspacesService } from '../workspaces'
import { createProjectsRepo } from './projects.repo'

const notFound = () =>
  new AppError('NOT_FOUND', { message: 'Project not found.' })

/** The workspaces' one role check, which every project access goes through. */
export type ProjectAccess = Pick<WorkspacesService, 'authorize' | 'currentId'>

/**
 * The one access check of a project: membership of its workspace with the
 * role `action` needs. A non-member, or no project, is a 404 "Project not
 * found." (never a 403 that would confirm it exists); a member without the
 * role is a 403 that says which role it takes.
 */
export function projectOwnership(db: Database, access: ProjectAccess) {
  const projects = createProjectsRepo(db)

  /**
   * The project, with the caller's role, if the caller may do `action` on it; `lock` (in `tx`)
   * serialises follow-ups; `missing` is the 404 to answer (a task's, say).
   */
  async function requireAccess(
    userId: string,
    projectId: string,
    action: WorkspaceAction,
    options: { tx?: DbOrTx; lock?: boolean; missing?: () => AppError } = {}
  ) {
    const { tx, lock = false, missing = notFound } = options
    const project = await projects.findById(projectId, tx, lock)
    if (!project) throw missing()
    const role = await access.authorize(
      userId,
      project.workspaceId,
      action,
      missing,
      tx
    )
    return { ...project, role }
  }

  return {
    requireAccess,

    /** Where the caller's new project goes: their current workspace, if they may build there. */
    async newProjectWorkspace(userId: string) {
      const workspaceId = await access.currentId(userId)
      await access.authorize(userId, workspaceId, 'edit')
      return workspaceId
    },

    /** Whether the caller may do `action` on the project (no error). */
    async may(userId: string, projectId: string, action: WorkspaceAction) {
      try {
        await requireAccess(userId, projectId, action)
        return true
      } catch (error) {
        if (error instanceof AppError) return false
        throw error
      }
    },
  }
}
