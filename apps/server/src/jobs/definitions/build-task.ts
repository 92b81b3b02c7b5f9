import { z } from 'zod'
import type { PipelineDeps } from '../../modules/build-tasks/pipeline/pipeline-deps'
import type { JobDefinition } from '../job-types'

export const BUILD_TASK_JOB = 'build-task'

export const buildTaskPayloadSchema = z.object({ taskId: z.string() })
export type BuildTaskPayload = z.infer<typeof buildTaskPayloadSchema>

/** One build task version through the pipeline. */
export function buildTaskJob(deps: PipelineDeps): JobDefinition {
  return {
    id: BUILD_TASK_JOB,
    version: 1,
    load: async () =>
      (await import('./build-task.handler')).createHandler(deps),
  }
}
