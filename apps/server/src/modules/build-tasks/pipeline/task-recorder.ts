import type { BuildTaskStatus } from '@kiln/contract/build-tasks'
import type { Database, Transaction } from '../../../db/database'
import type { BuildTaskRow } from '../../../db/schema'
import { createBuildTasksRepo } from '../build-tasks.repo'
import { addMessage, addMessagesOnce, type NewMessage } from '../messages.repo'
import type { TaskEventBus } from '../task-event-bus'
import { insertTaskEvents, type TaskEventInput } from '../task-events.repo'
import { isForward, isTerminal } from './status-order'
import { STATUS_TEXTS } from './status-texts'

type Thread = Pick<NewMessage, 'role' | 'kind' | 'content'>
export type ThreadLine = Thread & { projectId: string }

export type TransitionOptions = {
  fields?: Partial<BuildTaskRow>
  error?: string
  previewUrl?: string
  /** Replaces the default thread line of the status. */
  message?: Thread | null
  /** Work committed with the transition; runs even when the status is not new. */
  within?: (
    tx: Transaction,
    task: BuildTaskRow
  ) => Promise<Partial<BuildTaskRow> | void>
}

/** Stores each step three ways (task status, event, thread line) and wakes listeners. */
export function createTaskRecorder(deps: { db: Database; bus: TaskEventBus }) {
  const { db, bus } = deps
  const tasks = createBuildTasksRepo(db)

  return {
    /** Undefined when the task has already ended (e.g. cancelled). */
    async transition(
      taskId: string,
      status: BuildTaskStatus,
      options: TransitionOptions = {}
    ): Promise<BuildTaskRow | undefined> {
      const row = await db.transaction(async (tx) => {
        const task = await tasks.lock(taskId, tx)
        if (!task || isTerminal(task.status)) return undefined
        const extra = (await options.within?.(tx, task)) ?? {}
        if (!isForward(task.status, status)) return task
        const updated = await tasks.update(
          taskId,
          { ...options.fields, ...extra, status },
          tx
        )
        await insertTaskEvents(tx, taskId, [
          {
            type: 'status',
            status,
            ...(options.error ? { error: options.error } : {}),
            ...(options.previewUrl ? { previewUrl: options.previewUrl } : {}),
          },
        ])
        const text = options.message ?? {
          role: 'system' as const,
          kind: status === 'FAILED' ? ('error' as const) : ('status' as const),
          content: options.error ?? STATUS_TEXTS[status] ?? status,
        }
        if (options.message !== null) {
          await addMessage(tx, {
            ...text,
            projectId: task.projectId,
            taskId,
            status,
          })
        }
        return updated
      })
      await bus.publish(taskId, row?.status)
      return row
    },

    /**
     * Events, and thread lines the task does not hold yet (a retried job
     * produces its plan, repairs and replies again; the thread keeps one).
     */
    async append(
      taskId: string,
      events: TaskEventInput[],
      thread?: ThreadLine | ThreadLine[]
    ) {
      await db.transaction(async (tx) => {
        await insertTaskEvents(tx, taskId, events)
        const lines = thread ? [thread].flat() : []
        if (lines.length === 0) return
        await tasks.lock(taskId, tx)
        await addMessagesOnce(
          tx,
          lines.map((line) => ({ ...line, taskId }))
        )
      })
      await bus.publish(taskId)
    },
  }
}

export type TaskRecorder = ReturnType<typeof createTaskRecorder>
