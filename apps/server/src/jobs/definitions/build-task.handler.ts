import { failTask } from '../../modules/build-tasks/pipeline/fail-task'
import type { PipelineDeps } from '../../modules/build-tasks/pipeline/pipeline-deps'
import { runBuildTask } from '../../modules/build-tasks/pipeline/run-build-task'
import {
  CRASHED_MESSAGE,
  INTERRUPTED_MESSAGE,
} from '../../modules/build-tasks/pipeline/status-texts'
import type { JobHandler } from '../job-types'
import { buildTaskPayloadSchema } from './build-task'

export function createHandler(deps: PipelineDeps): JobHandler {
  return {
    async run(job, ctx) {
      const { taskId } = buildTaskPayloadSchema.parse(job.payload)
      await runBuildTask(deps, taskId, ctx)
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
