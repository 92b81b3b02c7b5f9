import type { JobDefinition } from '../../../jobs/job-types'
import type { PipelineDeps } from './pipeline-deps'

export const BUILD_TASK_JOB = 'build-task'

/** One build task version through the pipeline. */
export function buildTaskJob(deps: PipelineDeps): JobDefinition {
  return {
    id: BUILD_TASK_JOB,
    version: 1,
    load: async () =>
      (await import('./build-task.handler')).createHandler(deps),
  }
}
