import { createCreditsService } from '../../credits/credits.service'
import type { PipelineDeps } from './pipeline-deps'
import { createTaskRecorder } from './task-recorder'

/** Ends a task as FAILED with a reason the user can read. */
export async function failTask(
  deps: PipelineDeps,
  taskId: string,
  reason: string,
  options: { refund: boolean; details?: string }
) {
  const credits = createCreditsService(deps)
  const recorder = createTaskRecorder(deps)
  return recorder.transition(taskId, 'FAILED', {
    error: reason,
    fields: { error: reason, finishedAt: deps.now() },
    message: {
      role: 'system',
      kind: 'error',
      content: options.details ? `${reason}\n${options.details}` : reason,
    },
    within: async (tx) => {
      if (options.refund) await credits.refund(tx, taskId)
    },
  })
}
