import type { Database } from '../../db/database'
import { eventFrame, type EventStream } from '../../lib/event-stream'
import { isTerminal } from './pipeline/status-order'
import type { TaskEventBus } from './task-event-bus'
import { listTaskEventsAfter, toTaskEvent } from './task-events.repo'

/** Stored events read per query (listTaskEventsAfter's page). */
const PAGE = 500

/** The next page of a task's events after `afterId`, each with whether it ends the task. */
async function eventsAfter(db: Database, taskId: string, afterId: number) {
  const rows = await listTaskEventsAfter(db, taskId, afterId, PAGE)
  return rows.map((row) => {
    const event = toTaskEvent(row)
    const ends = event.type === 'status' && isTerminal(event.status)
    return { id: row.id, type: row.type, event, ends }
  })
}

/** Where a task's events go: an event stream the caller opens, and its log. */
export type TaskEventSink = {
  open: (onClose: () => void) => EventStream
  onError: (error: unknown) => void
}

/** Whether the reader may still read the task (false: the stream ends). */
export type StillAllowed = () => Promise<boolean>

/** Calls `wake` when the reader's access may have changed; returns the unsubscribe. */
export type AccessWatch = (wake: () => void) => Promise<() => void>

/**
 * Replays a task's stored events after `lastId`, then streams new ones as
 * the bus wakes it; ends after a terminal status. One query per wake-up: a
 * task ends only through a status event, so the stream ends after writing
 * one; `hasEnded` says whether the task had ended before the stream
 * (re)connected. Each wake-up first asks `stillAllowed`: a reader removed
 * from the project's workspace gets nothing more, and the stream ends;
 * `watchAccess` wakes the stream when that happens, so it ends at once.
 */
export async function followTaskEvents(
  deps: { db: Database; bus: TaskEventBus },
  task: { id: string; hasEnded: boolean; lastId: number },
  sink: TaskEventSink,
  stillAllowed: StillAllowed = async () => true,
  watchAccess?: AccessWatch
) {
  let { hasEnded, lastId } = task
  let isPumping = false
  let isDirty = false
  let isStarted = false
  const unsubscribe = await deps.bus.subscribe(task.id, () => {
    void pump()
  })
  const unwatch = await watchAccess?.(() => void pump())
  const stream = sink.open(() => {
    unsubscribe()
    unwatch?.()
  })

  async function pump() {
    if (!isStarted || isPumping) {
      isDirty = true
      return
    }
    isPumping = true
    try {
      do {
        isDirty = false
        if (!(await stillAllowed())) return stream.close()
        for (;;) {
          const rows = await eventsAfter(deps.db, task.id, lastId)
          for (const row of rows) {
            if (stream.isClosed) return
            await stream.write(
              eventFrame({ id: row.id, event: row.type, data: row.event })
            )
            lastId = row.id
            if (row.ends) hasEnded = true
          }
          if (rows.length < PAGE) break
        }
        if (hasEnded) return stream.close()
      } while (isDirty && !stream.isClosed)
    } catch (error) {
      sink.onError(error)
      stream.close()
    } finally {
      isPumping = false
    }
  }

  isStarted = true
  await pump()
}
