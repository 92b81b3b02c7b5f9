import type { BuildTaskStatus } from './build-tasks'

/**
 * The statuses a task moves through, in order (DESIGN "Build pipeline").
 * FAILED and CANCELLED may follow any of them.
 */
export const STATUS_ORDER: readonly BuildTaskStatus[] = [
  'PENDING',
  'RUNNING',
  'PLANNING',
  'SELECTED_MCP',
  'CODING',
  'UPLOADING_FILE',
  'HOSTING',
  'COMPLETED',
]

/**
 * The engine's steps in the order a build runs them, each with the task
 * status it runs under and the studio's name for it. The engine, the server
 * and the studio all read the order from here.
 */
export const BUILD_STEPS = [
  { id: 'plan', status: 'PLANNING', label: 'Planning' },
  { id: 'code', status: 'CODING', label: 'Writing code' },
  { id: 'check', status: 'CODING', label: 'Checking the build' },
  { id: 'repair', status: 'CODING', label: 'Fixing errors' },
] as const satisfies readonly {
  id: string
  status: BuildTaskStatus
  label: string
}[]

export type BuildStepId = (typeof BUILD_STEPS)[number]['id']
export const BUILD_STEP_IDS = BUILD_STEPS.map((s) => s.id) as [
  BuildStepId,
  ...BuildStepId[],
]

export const stepStatus = (id: BuildStepId): BuildTaskStatus =>
  BUILD_STEPS.find((s) => s.id === id)!.status

/** The status a step runs under is reached when the task is at or past it. */
export const statusIndex = (status: string) =>
  STATUS_ORDER.indexOf(status as BuildTaskStatus)
