import type { ChatTurn } from '@kiln/builder/build-types'
import type { ThreadMessage } from '@kiln/contract/build-tasks'
import { and, asc, eq, lte } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { buildTasks, messages, type MessageRow } from '../../db/schema'
import { redactSecrets } from '../../secret-redaction'
import { isTerminal } from './pipeline/status-order'

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

/** A thread line with what its task was charged, when that task has ended, and who asked for it. */
export type ThreadRow = MessageRow & {
  taskCredits: number | null
  authorId: string
}

/** The project's messages of versions up to and including `versionNumber`. */
export async function listThread(
  tx: DbOrTx,
  projectId: string,
  versionNumber: number
): Promise<ThreadRow[]> {
  const rows = await tx
    .select({
      message: messages,
      status: buildTasks.status,
      credits: buildTasks.creditsSpent,
      authorId: buildTasks.userId,
    })
    .from(messages)
    .innerJoin(buildTasks, eq(buildTasks.id, messages.taskId))
    .where(
      and(
        eq(messages.projectId, projectId),
        lte(buildTasks.versionNumber, versionNumber)
      )
    )
    .orderBy(asc(messages.id))
  return rows.map((r) => ({
    ...r.message,
    taskCredits: isTerminal(r.status) ? r.credits : null,
    authorId: r.authorId,
  }))
}

/**
 * What a line cost: a build's prompt shows its task's credits once the task
 * ended (0 when refunded); a plan-mode request is free; other lines none.
 */
function creditsOf(row: ThreadRow): number | null {
  if (row.role !== 'user') return null
  if (row.kind === 'proposal') return 0
  return row.kind === 'prompt' ? row.taskCredits : null
}

/** Whether the line is its task's prompt: the task's asker wrote it (a plan-mode line sits on the head task, whoever asked). */
export const isTaskPrompt = (row: ThreadRow) =>
  row.role === 'user' && row.kind === 'prompt'

/**
 * A stored line as the API shows it; a task's prompt names its author from
 * `authors` (user id -> display name), null when it has none.
 */
export function toThreadMessage(
  row: ThreadRow,
  authors?: ReadonlyMap<string, string>
): ThreadMessage {
  return {
    _id: String(row.id),
    taskId: row.taskId,
    role: row.role as ThreadMessage['role'],
    kind: row.kind as ThreadMessage['kind'],
    content: row.content,
    status: (row.status as ThreadMessage['status']) ?? null,
    credits: creditsOf(row),
    authorName: isTaskPrompt(row) ? (authors?.get(row.authorId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The thread up to a version as the model's earlier turns: prompts, replies and plan-mode talk. */
export async function threadTurns(
  tx: DbOrTx,
  projectId: string,
  versionNumber: number
): Promise<ChatTurn[]> {
  const rows = await listThread(tx, projectId, versionNumber)
  return rows.flatMap((row): ChatTurn[] => {
    if (row.kind === 'prompt') return [{ role: 'user', content: row.content }]
    if (row.kind === 'reply')
      return [{ role: 'assistant', content: row.content }]
    // Plan-mode turns: the plan discussed before a build.
    if (row.kind === 'proposal')
      return [
        {
          role: row.role === 'user' ? 'user' : 'assistant',
          content: row.content,
        },
      ]
    return []
  })
}
