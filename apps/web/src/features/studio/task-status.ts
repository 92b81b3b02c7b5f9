import { STATUS_ORDER } from '@kiln/contract/build-steps'
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

/** The steps shown for a build, in the contract's order (RUNNING and SELECTED_MCP pass unseen). */
export const PIPELINE_STEPS: BuildTaskStatus[] = STATUS_ORDER.filter(
  (status) => status !== 'RUNNING' && status !== 'SELECTED_MCP'
)
