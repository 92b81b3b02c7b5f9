import type { DbOrTx } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import type { JobQueue } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import type { BuildPayer } from '../provider-keys'
import { addMessage } from './messages.repo'
import { BUILD_TASK_JOB } from './pipeline/build-task-job'
import type { BuildTaskPayload } from './pipeline/build-task-payload'
import { STATUS_TEXTS } from './pipeline/status-texts'
import { insertTaskEvents } from './task-events.repo'

export const STILL_BUILDING_MESSAGE =
  'This project is still building. Wait for it to finish or cancel it.'

/**
 * The start of a version that was just inserted: its prompt and PENDING
 * lines in the thread, its first event and its build job, in the caller's
 * transaction. The job carries who pays, decided now: the run uses that
 * and nothing else.
 */
export async function queuePendingTask(
  tx: DbOrTx,
  queue: JobQueue,
  version: {
    projectId: string
    userId: string
    taskId: string
    prompt: string
    payer: BuildPayer
  }
) {
  const { projectId, userId, taskId, prompt, payer } = version
  await addMessage(tx, {
    projectId,
    taskId,
    role: 'user',
    kind: 'prompt',
    content: prompt,
  })
  await addMessage(tx, {
    projectId,
    taskId,
    role: 'system',
    kind: 'status',
    content: STATUS_TEXTS.PENDING!,
    status: 'PENDING',
  })
  await insertTaskEvents(tx, taskId, [{ type: 'status', status: 'PENDING' }])
  // The user's builds share the workers fairly with other users' builds.
  await queue.enqueue(tx, {
    kind: BUILD_TASK_JOB,
    payload: { taskId, payer } satisfies BuildTaskPayload,
    taskId,
    groupKey: userId,
  })
}

/** A second running version of one project breaks a unique index: a 409. */
export function stillBuildingOr(error: unknown) {
  return isUniqueViolation(error)
    ? new AppError('CONFLICT', { message: STILL_BUILDING_MESSAGE })
    : error
}
