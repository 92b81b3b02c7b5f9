import {
  TERMINAL_STATUSES,
  type BuildTaskStatus,
} from '@kiln/contract/build-tasks'

const ORDER: BuildTaskStatus[] = [
  'PENDING',
  'RUNNING',
  'PLANNING',
  'SELECTED_MCP',
  'CODING',
  'UPLOADING_FILE',
  'HOSTING',
]

export const isTerminal = (status: string) =>
  TERMINAL_STATUSES.includes(status as BuildTaskStatus)

/** Statuses only move forward, so a resumed job does not repeat them. */
export function isForward(from: string, to: BuildTaskStatus) {
  if (isTerminal(from)) return false
  if (isTerminal(to)) return true
  return ORDER.indexOf(to) > ORDER.indexOf(from as BuildTaskStatus)
}

/** Before CODING a cancelled build has cost nothing and is refunded. */
export const isBeforeCoding = (status: string) =>
  ['PENDING', 'RUNNING', 'PLANNING', 'SELECTED_MCP'].includes(status)
