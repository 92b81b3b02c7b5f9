import type { ThreadMessage } from '@kiln/contract/build-tasks'
import { and, asc, eq, lte } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { buildTasks, messages, type MessageRow } from '../../db/schema'
import { redactSecrets } from '../../secret-redaction'

export type NewMessage = {
  projectId: string
  taskId: string
  role: ThreadMessage['role']
  kind: ThreadMessage['kind']
  content: string
  status?: string | null
}

/** A thread line as stored: without known secrets (a provider's error may echo a key). */
const safeLine = (line: NewMessage): NewMessage => ({
  ...line,
  content: redactSecrets(line.content),
})

export async function addMessage(tx: DbOrTx, message: NewMessage) {
  await tx.insert(messages).values(safeLine(message))
}

/**
 * Adds the lines of one task that its thread does not hold yet, counting
 * repeats: a retried build job that produces the same lines again adds
 * nothing. Call it with the task row locked.
 */
export async function addMessagesOnce(tx: DbOrTx, raw: NewMessage[]) {
  const lines = raw.map(safeLine)
  const [first] = lines
  if (!first) return
  const existing = await tx
    .select({ kind: messages.kind, content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.projectId, first.projectId),
        eq(messages.taskId, first.taskId)
      )
    )
  const held = new Map<string, number>()
  const keyOf = (line: { kind: string; content: string }) =>
    `${line.kind}\n${line.content}`
  for (const row of existing)
    held.set(keyOf(row), (held.get(keyOf(row)) ?? 0) + 1)
  const fresh = lines.filter((line) => {
    const count = held.get(keyOf(line)) ?? 0
    held.set(keyOf(line), count - 1)
    return count <= 0
  })
  if (fresh.length > 0) await tx.insert(messages).values(fresh)
}

/** The project's messages of versions up to and including `versionNumber`. */
export async function listThread(
  tx: DbOrTx,
  projectId: string,
  versionNumber: number
): Promise<MessageRow[]> {
  const rows = await tx
    .select({ message: messages })
    .from(messages)
    .innerJoin(buildTasks, eq(buildTasks.id, messages.taskId))
    .where(
      and(
        eq(messages.projectId, projectId),
        lte(buildTasks.versionNumber, versionNumber)
      )
    )
    .orderBy(asc(messages.id))
  return rows.map((r) => r.message)
}

export function toThreadMessage(row: MessageRow): ThreadMessage {
  return {
    _id: String(row.id),
    taskId: row.taskId,
    role: row.role as ThreadMessage['role'],
    kind: row.kind as ThreadMessage['kind'],
    content: row.content,
    status: (row.status as ThreadMessage['status']) ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}
