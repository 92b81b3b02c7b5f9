import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { sql } from 'drizzle-orm'
import type { Sql } from 'postgres'
import type { DatabaseHandle } from './database'

/**
 * Messages by topic on one channel: in-process on PGlite; on PostgreSQL also
 * NOTIFY, so listeners in every process on the database hear them. Each bus
 * hears its own messages once (locally, at once), never again from NOTIFY.
 * A NOTIFY payload holds at most 8,000 bytes: send ids, not documents.
 */
export function createNotifyBus(
  database: Pick<DatabaseHandle, 'db' | 'mode'>,
  channel: string
) {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  const client =
    database.mode === 'postgres'
      ? (database.db as unknown as { $client: Sql }).$client
      : null
  const sender = randomUUID()
  let listening: Promise<{ unlisten: () => Promise<void> }> | null = null

  function onNotify(payload: string) {
    try {
      const [from, topic, message] = JSON.parse(payload) as string[]
      if (from !== sender && topic) emitter.emit(topic, message ?? '')
    } catch {
      // not one of ours
    }
  }

  function listen() {
    if (!client) return Promise.resolve()
    listening ??= client.listen(channel, onNotify)
    return listening
  }

  return {
    /** Call after the transaction that wrote what `message` names has committed. */
    async publish(topic: string, message = '') {
      emitter.emit(topic, message)
      if (client) {
        const payload = JSON.stringify([sender, topic, message])
        await database.db.execute(sql`select pg_notify(${channel}, ${payload})`)
      }
    },

    /** Resolves once the listener is active; returns the unsubscribe. */
    async subscribe(topic: string, listener: (message: string) => void) {
      emitter.on(topic, listener)
      await listen()
      return () => {
        emitter.off(topic, listener)
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

export type NotifyBus = ReturnType<typeof createNotifyBus>
