import type { ThreadMessage } from '@kiln/contract/build-tasks'
import { and, asc, eq, lte } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { buildTasks, messages, type MessageRow } from '../../db/schema'

export type NewMessage = {
  projectId: string
  taskId: string
  role: ThreadMessage['role']
  kind: ThreadMessage['kind']
  content: string
  status?: string | null
}

export async function addMessage(tx: DbOrTx, message: NewMessage) {
  await tx.insert(messages).values(message)
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
