import type { BuildTaskStatus } from '@kiln/contract/build-tasks'

/** Short, human names of the build steps. */
export const STATUS_LABELS: Record<BuildTaskStatus, string> = {
  PENDING: 'Queued',
  RUNNING: 'Running',
  PLANNING: 'Planning',
  SELECTED_MCP: 'Selecting integrations',
  CODING: 'Writing code',
  UPLOADING_FILE: 'Saving files',
  HOSTING: 'Publishing preview',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
}

/** The pipeline's steps in order (DESIGN "Build pipeline"). */
export const PIPELINE_STEPS: BuildTaskStatus[] = [
  'PENDING',
  'PLANNING',
  'CODING',
  'UPLOADING_FILE',
  'HOSTING',
  'COMPLETED',
]
