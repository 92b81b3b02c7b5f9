import { STATUS_ORDER, statusIndex } from '@kiln/contract/build-steps'
import {
  TERMINAL_STATUSES,
  type BuildTaskStatus,
} from '@kiln/contract/build-tasks'

export const isTerminal = (status: string) =>
  TERMINAL_STATUSES.includes(status as BuildTaskStatus)

/** Statuses only move forward, so a resumed job does not repeat them. */
export function isForward(from: string, to: BuildTaskStatus) {
  if (isTerminal(from)) return false
  if (isTerminal(to)) return true
  return statusIndex(to) > statusIndex(from)
}

/** Before CODING a cancelled build has cost nothing and is refunded. */
export const isBeforeCoding = (status: string) =>
  STATUS_ORDER.includes(status as BuildTaskStatus) &&
  statusIndex(status) < statusIndex('CODING')
