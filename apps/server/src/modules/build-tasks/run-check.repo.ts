import type { RunCheckReport } from '@kiln/builder/build-types'
import type { RunCheck } from '@kiln/contract/build-tasks'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { buildTasks, messages, runCheckScreenshots } from '../../db/schema'

/** The summary stored on the task (the screenshot goes to its own table). */
export const runCheckSummary = (report: RunCheckReport): RunCheck => ({
  status: report.status,
  routes: report.routes,
  reason: report.reason ?? null,
  durationMs: Math.max(0, Math.round(report.durationMs)),
  hasScreenshot: Boolean(report.screenshot),
})

/** Stores a version's run check: its summary on the task, its screenshot. */
export async function saveRunCheck(
  tx: DbOrTx,
  taskId: string,
  report: RunCheckReport
) {
  await tx
    .update(buildTasks)
    .set({ runCheck: runCheckSummary(report) })
    .where(eq(buildTasks.id, taskId))
  if (!report.screenshot) return
  const jpeg = Buffer.from(report.screenshot, 'base64')
  await tx
    .insert(runCheckScreenshots)
    .values({ taskId, jpeg })
    .onConflictDoUpdate({ target: runCheckScreenshots.taskId, set: { jpeg } })
}

export async function readRunCheckScreenshot(
  tx: DbOrTx,
  taskId: string
): Promise<Buffer | undefined> {
  const [row] = await tx
    .select({ jpeg: runCheckScreenshots.jpeg })
    .from(runCheckScreenshots)
    .where(eq(runCheckScreenshots.taskId, taskId))
  return row?.jpeg
}

/** Whether the project's thread already holds this run check line (the skip notice is said once). */
export async function projectHasCheckLine(
  tx: DbOrTx,
  projectId: string,
  content: string
) {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.projectId, projectId),
        eq(messages.kind, 'check'),
        eq(messages.content, content)
      )
    )
    .limit(1)
  return row !== undefined
}
