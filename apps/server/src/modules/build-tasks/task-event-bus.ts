import { EventEmitter } from 'node:events'
import { sql } from 'drizzle-orm'
import type { Sql } from 'postgres'
import type { DatabaseHandle } from '../../db/database'

const CHANNEL = 'kiln_task_events'
/** Published after a job is enqueued so idle workers in any process wake up. */
export const NEW_JOB_TOPIC = 'jobs:new'

/**
 * Wake-up calls per task: "task X has new events". Listeners re-read the
 * task_events table, so duplicate or lost-and-repeated wake-ups are harmless.
 * In-process on PGlite; on PostgreSQL also NOTIFY, so an API process hears a
 * worker running in another process.
 */
export function createTaskEventBus(
  database: Pick<DatabaseHandle, 'db' | 'mode'>
) {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  const client =
    database.mode === 'postgres'
      ? (database.db as unknown as { $client: Sql }).$client
      : null
  let listening: Promise<{ unlisten: () => Promise<void> }> | null = null

  function listen() {
    if (!client) return Promise.resolve()
    listening ??= client.listen(CHANNEL, (taskId) => emitter.emit(taskId))
    return listening
  }

  return {
    /** Call after the transaction that wrote the events has committed. */
    async publish(taskId: string) {
      emitter.emit(taskId)
      if (client) {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${taskId})`)
      }
    },

    /** Resolves once the listener is active; returns the unsubscribe. */
    async subscribe(taskId: string, listener: () => void) {
      emitter.on(taskId, listener)
      await listen()
      return () => {
        emitter.off(taskId, listener)
      }
    },

    async close() {
      emitter.removeAllListeners()
      const current = listening
      listening = null
      if (current) await (await current).unlisten().catch(() => {})
    },
  }
}

export type TaskEventBus = ReturnType<typeof createTaskEventBus>
