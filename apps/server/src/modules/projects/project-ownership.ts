import type { Database, DbOrTx } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { createProjectsRepo } from './projects.repo'

const notFound = () =>
  new AppError('NOT_FOUND', { message: 'Project not found.' })

/**
 * The one ownership check of a project: another user's project, or none, is
 * a 404 "Project not found." (never a 403 that would confirm it exists).
 */
export function projectOwnership(db: Database) {
  const projects = createProjectsRepo(db)
  return {
    /** The caller's project or a 404; `lock` (in `tx`) serialises follow-ups. */
    async requireOwned(
      userId: string,
      projectId: string,
      tx?: DbOrTx,
      lock = false
    ) {
      const project = await projects.findOwned(projectId, userId, tx, lock)
      if (!project) throw notFound()
      return project
    },

    owns: async (userId: string, projectId: string) =>
      Boolean(await projects.findOwned(projectId, userId)),
  }
}
