import type { TaskEvent } from '@kiln/contract/task-events'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { taskEvents, type TaskEventRow } from '../../db/schema'
import { redactSecretsIn } from '../../secret-redaction'

type Payload<E> = E extends unknown ? Omit<E, 'id' | 'taskId' | 'at'> : never
export type TaskEventInput = Payload<TaskEvent>

export async function insertTaskEvents(
  tx: DbOrTx,
  taskId: string,
  events: TaskEventInput[]
) {
  if (events.length === 0) return
  await tx.insert(taskEvents).values(
    events.map(({ type, ...data }) => ({
      taskId,
      type,
      // A tool's or provider's error may echo a key.
      data: redactSecretsIn(data) as Record<string, unknown>,
    }))
  )
}

export async function listTaskEventsAfter(
  tx: DbOrTx,
  taskId: string,
  afterId: number,
  limit = 500
): Promise<TaskEventRow[]> {
  return tx
    .select()
    .from(taskEvents)
    .where(and(eq(taskEvents.taskId, taskId), gt(taskEvents.id, afterId)))
    .orderBy(asc(taskEvents.id))
    .limit(limit)
}

/** Paths of the files a task's build changed, from its file events (at most 50). */
export async function changedPaths(
  tx: DbOrTx,
  taskId: string
): Promise<string[]> {
  const rows = await tx
    .select({ data: taskEvents.data })
    .from(taskEvents)
    .where(and(eq(taskEvents.taskId, taskId), eq(taskEvents.type, 'file')))
    .orderBy(asc(taskEvents.id))
    .limit(200)
  const paths = rows.flatMap((row) =>
    typeof row.data.path === 'string' ? [row.data.path] : []
  )
  return [...new Set(paths)].slice(0, 50)
}

export function toTaskEvent(row: TaskEventRow): TaskEvent {
  return {
    ...row.data,
    id: row.id,
    taskId: row.taskId,
    type: row.type,
    at: row.createdAt.toISOString(),
  } as TaskEvent
}
