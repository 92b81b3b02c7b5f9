import { configureBuildPool, startBuildPool } from '@kiln/builder/pool'
import type { JobHandler } from '../../../jobs/job-types'
import { buildTaskPayloadSchema } from './build-task-payload'
import { failTask } from './fail-task'
import type { PipelineDeps } from './pipeline-deps'
import { runBuildTask } from './run-build-task'
import { CRASHED_MESSAGE, INTERRUPTED_MESSAGE } from './status-texts'

export function createHandler(deps: PipelineDeps): JobHandler {
  // The build's CPU work runs in worker threads of this size and limits.
  configureBuildPool(deps.env.buildPool)
  startBuildPool()
  return {
    async run(job, ctx) {
      const { taskId, payer } = buildTaskPayloadSchema.parse(job.payload)
      await runBuildTask(deps, taskId, ctx, payer)
    },
    async onGiveUp(job, reason) {
      const parsed = buildTaskPayloadSchema.safeParse(job.payload)
      if (!parsed.success) return
      const message =
        reason === 'interrupted' ? INTERRUPTED_MESSAGE : CRASHED_MESSAGE
      await failTask(deps, parsed.data.taskId, message, { refund: true })
    },
  }
}
