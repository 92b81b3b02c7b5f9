import type { TaskDebug } from '@kiln/contract/debug'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { jobs, taskEvents, type TaskEventRow } from '../../db/schema'
import { createBuildTasksRepo } from '../build-tasks/build-tasks.repo'
import { taskNotFound } from '../build-tasks/build-tasks.service'

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

/** Events, step timings, job attempts and errors of a task of `userId`. */
export async function readTaskDebug(
  db: Database,
  userId: string,
  taskId: string
): Promise<TaskDebug> {
  const owned = await createBuildTasksRepo(db).findOwned(taskId, userId)
  if (!owned) throw taskNotFound()
  const { task } = owned
  const events = await db
    .select()
    .from(taskEvents)
    .where(eq(taskEvents.taskId, taskId))
    .orderBy(asc(taskEvents.id))
    .limit(5000)
  const jobRows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.taskId, taskId))
    .orderBy(asc(jobs.createdAt))
  const errors = [
    ...(task.error ? [task.error] : []),
    ...events.flatMap((e) =>
      typeof e.data.error === 'string' && e.data.error ? [e.data.error] : []
    ),
    ...jobRows.flatMap((j) => (j.lastError ? [j.lastError] : [])),
  ]
  return {
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
  }
}
