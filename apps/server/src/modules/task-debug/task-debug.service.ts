import type { TaskDebug } from '@kiln/contract/debug'
import type { Database } from '../../db/database'
import type { TaskEventRow } from '../../db/schema'
import type { JobQueue } from '../../jobs/queue'
import { redactSecretsIn } from '../../secret-redaction'
import type { BuildTasksService } from '../build-tasks'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** Each status event starts a step that lasts until the next one. */
export function stepsOf(events: TaskEventRow[]): TaskDebug['steps'] {
  const starts = events.filter((e) => e.type === 'status')
  return starts.map((event, index) => {
    const next = starts[index + 1]
    return {
      status: String(event.data.status),
      startedAt: event.createdAt.toISOString(),
      durationMs: next
        ? next.createdAt.getTime() - event.createdAt.getTime()
        : null,
    }
  })
}

/** Events, step timings, job attempts and errors of a task of its owner. */
export function createTaskDebugService(deps: {
  db: Database
  buildTasks: Pick<BuildTasksService, 'owned' | 'eventsOf'>
  queue: Pick<JobQueue, 'listForTask'>
}) {
  return {
    read: (userId: string, taskId: string) =>
      readTaskDebug(deps, userId, taskId),
  }
}

async function readTaskDebug(
  deps: Parameters<typeof createTaskDebugService>[0],
  userId: string,
  taskId: string
): Promise<TaskDebug> {
  const { task } = await deps.buildTasks.owned(userId, taskId, 'read')
  const events = await deps.buildTasks.eventsOf(taskId, 5000)
  const jobRows = await deps.queue.listForTask(taskId)
  const errors = [
    ...(task.error ? [task.error] : []),
    ...events.flatMap((e) =>
      typeof e.data.error === 'string' && e.data.error ? [e.data.error] : []
    ),
    ...jobRows.flatMap((j) => (j.lastError ? [j.lastError] : [])),
  ]
  // Rows stored before a secret was known are shown without it too.
  return redactSecretsIn({
    taskId,
    status: task.status,
    createdAt: task.createdAt.toISOString(),
    startedAt: iso(task.startedAt),
    finishedAt: iso(task.finishedAt),
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      data: e.data,
      createdAt: e.createdAt.toISOString(),
    })),
    steps: stepsOf(events),
    jobs: jobRows.map((j) => ({
      id: j.id,
      kind: j.kind,
      status: j.status,
      attempts: j.attempts,
      maxAttempts: j.maxAttempts,
      lastError: j.lastError,
      createdAt: j.createdAt.toISOString(),
      updatedAt: j.updatedAt.toISOString(),
    })),
    errors: [...new Set(errors)],
  })
}
