import type { UsageByPurpose } from '@kiln/builder/build-types'
import type { FileMap } from '@kiln/builder/files'
import type { CreditCharges } from '@kiln/contract/build-tasks'
import { redactSecrets } from '../../../secret-redaction'
import { saveTaskFiles } from '../task-files.repo'
import type { PipelineDeps } from './pipeline-deps'
import { refundTask } from './refund-task'
import { createTaskRecorder } from './task-recorder'

/** Ends a task as FAILED with a reason the user can read. */
export async function failTask(
  deps: PipelineDeps,
  taskId: string,
  reason: string,
  options: {
    refund: boolean
    details?: string
    /** The engine's tokens of a build the model could not make work: recorded as not charged. */
    usageBy?: UsageByPurpose
    /** The version's files as the model left them, kept for the next prompt and a fix. */
    files?: FileMap
  }
) {
  const recorder = createTaskRecorder(deps)
  // Stored and shown: never with a key an error echoed.
  reason = redactSecrets(reason)
  const details = options.details && redactSecrets(options.details)
  let charges: CreditCharges | undefined
  const failed = await recorder.transition(taskId, 'FAILED', {
    error: reason,
    fields: { error: reason, finishedAt: deps.now() },
    message: {
      role: 'system',
      kind: 'error',
      content: details ? `${reason}\n${details}` : reason,
    },
    within: async (tx, task) => {
      if (options.files) await saveTaskFiles(tx, task.id, options.files)
      if (options.usageBy) {
        charges = await deps.credits.charge(tx, task, options.usageBy, 'failed')
        return { creditsSpent: charges.credits, creditCharges: charges }
      }
      if (options.refund) await refundTask(deps, tx, task)
    },
  })
  if (failed && charges) {
    await recorder.append(taskId, [], {
      projectId: failed.projectId,
      role: 'system',
      kind: 'status',
      content: charges.summary,
    })
  }
  return failed
}
