import type { BuildTask } from '@kiln/contract/build-tasks'
import type { Database } from '../../db/database'
import type { JobQueue } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import type { CreditsService } from '../credits/credits.service'
import { createBuildTasksRepo } from './build-tasks.repo'
import { listThread, toThreadMessage } from './messages.repo'
import { isBeforeCoding, isTerminal } from './pipeline/status-order'
import { createTaskRecorder } from './pipeline/task-recorder'
import type { TaskEventBus } from './task-event-bus'
import { readTaskFiles } from './task-files.repo'
import { toBuildTask } from './task-view'

export const taskNotFound = () =>
  new AppError('NOT_FOUND', { message: 'Build task not found.' })

type Deps = {
  db: Database
  bus: TaskEventBus
  queue: JobQueue
  credits: CreditsService
  now: () => Date
}

/** Reads and cancels tasks; every call checks that the caller owns the task. */
export function createBuildTasksService(deps: Deps) {
  const { db } = deps
  const tasks = createBuildTasksRepo(db)

  async function owned(userId: string, id: string) {
    const row = await tasks.findOwned(id, userId)
    if (!row) throw taskNotFound()
    return row
  }

  return {
    owned,

    async get(userId: string, id: string): Promise<BuildTask> {
      const { task, name } = await owned(userId, id)
      return toBuildTask(task, name)
    },

    async latestPerProject(userId: string): Promise<BuildTask[]> {
      const rows = await tasks.latestPerProject(userId)
      return rows.map(({ task, name, firstPrompt }) => ({
        ...toBuildTask(task, name),
        ...(firstPrompt === null ? {} : { firstPrompt }),
      }))
    },

    async files(userId: string, id: string) {
      await owned(userId, id)
      const files = await readTaskFiles(db, id)
      return {
        taskId: id,
        files: Object.entries(files).map(([path, content]) => ({
          path,
          content,
        })),
      }
    },

    async thread(userId: string, id: string) {
      const { task } = await owned(userId, id)
      const rows = await listThread(db, task.projectId, task.versionNumber)
      return {
        taskId: id,
        projectId: task.projectId,
        messages: rows.map(toThreadMessage),
      }
    },

    async cancel(userId: string, id: string): Promise<BuildTask> {
      const { task, name } = await owned(userId, id)
      if (isTerminal(task.status)) {
        throw new AppError('CONFLICT', {
          message: 'This build has already finished.',
        })
      }
      const recorder = createTaskRecorder({ db, bus: deps.bus })
      const row = await recorder.transition(id, 'CANCELLED', {
        fields: { finishedAt: deps.now() },
        within: async (tx, locked) => {
          await deps.queue.cancelPending(tx, id)
          if (isBeforeCoding(locked.status)) await deps.credits.refund(tx, id)
        },
      })
      const current = row ?? (await tasks.findById(id))
      return toBuildTask(current ?? task, name)
    },
  }
}

export type BuildTasksService = ReturnType<typeof createBuildTasksService>
