import type { TaskEvent } from '@kiln/contract/task-events'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { taskEvents, type TaskEventRow } from '../../db/schema'

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
      data: data as Record<string, unknown>,
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

export function toTaskEvent(row: TaskEventRow): TaskEvent {
  return {
    ...row.data,
    id: row.id,
    taskId: row.taskId,
    type: row.type,
    at: row.createdAt.toISOString(),
  } as TaskEvent
}
