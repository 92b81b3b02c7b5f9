import type {
  ListHistoryBody,
  ListHistoryResponse,
} from '@kiln/contract/projects'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { BuildProjects } from '../projects'
import { authorNames, type AuthorProfiles } from './author-names'
import { createBuildTasksRepo } from './build-tasks.repo'
import { compareSemver } from './engine-version'
import { requireTaskAccess } from './task-ownership'
import { toBuildTask } from './task-view'

/** The root (version 1) can be restored only when made by engine 2.0.0 or later. */
export const MIN_ROOT_RESTORE_VERSION = '2.0.0'

const conflict = (message: string) => new AppError('CONFLICT', { message })

export function createVersionControlService(deps: {
  db: Database
  projects: BuildProjects
  /** Told after a restore moved the head (a connected Git remote gets it). */
  afterVersion?: (projectId: string) => Promise<void>
  /** Who asked for each version. */
  profiles?: AuthorProfiles
}) {
  const { projects } = deps
  const tasks = createBuildTasksRepo(deps.db)

  async function ownedProjectId(userId: string, body: ListHistoryBody) {
    if ('projectId' in body) return body.projectId
    const row = await requireTaskAccess(
      { tasks, projects },
      userId,
      body.taskId,
      'read'
    )
    return row.task.projectId
  }

  return {
    async listHistory(
      userId: string,
      body: ListHistoryBody
    ): Promise<ListHistoryResponse> {
      const project = await projects.requireAccess(
        userId,
        await ownedProjectId(userId, body),
        'read'
      )
      const rows = await tasks.listVersions(project.id)
      const authors = await authorNames(
        deps.profiles,
        rows.map((row) => row.userId)
      )
      return {
        tasksHistory: rows.map((row) => ({
          buildTask: toBuildTask(row, project.name),
          versionNumber: row.versionNumber,
          authorName: authors.get(row.userId) ?? null,
        })),
        activeTaskId: project.headTaskId,
      }
    },

    async resetHead(userId: string, projectId: string, taskId: string) {
      const restored = await deps.db.transaction(async (tx) => {
        const project = await projects.requireAccess(
          userId,
          projectId,
          'edit',
          {
            tx,
            lock: true,
          }
        )
        const task = await tasks.findById(taskId, tx)
        if (!task || task.projectId !== project.id) {
          throw new AppError('NOT_FOUND', { message: 'Build task not found.' })
        }
        if (await tasks.hasInProgress(project.id, tx)) {
          throw conflict(
            'This project is still building. Wait for it to finish or cancel it.'
          )
        }
        if (task.status !== 'COMPLETED') {
          throw conflict('Only a completed version can be restored.')
        }
        const isRoot = task.versionNumber === 1
        if (
          isRoot &&
          compareSemver(task.buildTaskVersion, MIN_ROOT_RESTORE_VERSION) < 0
        ) {
          throw conflict(
            `The first version was made by an older builder (${task.buildTaskVersion}) and cannot be restored.`
          )
        }
        await projects.versionRows.setHead(project.id, task.id, tx)
        return { success: true as const, activeTaskId: task.id }
      })
      await deps.afterVersion?.(projectId)
      return restored
    },
  }
}
