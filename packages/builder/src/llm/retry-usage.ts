import type { Usage } from '../build-types.ts'

/** What the tool loop's steps tell about refusals: one entry per model call. */
export type StepRecord = {
  usage: Usage
  /** The files (or other targets) each tool call of the step named. */
  calls: { tool: string; target: string; refused: boolean }[]
}

export const zeroUsage = (): Usage => ({
  inputTokens: 0,
  outputTokens: 0,
  cachedInputTokens: 0,
})

export function addUsage(into: Usage, usage: Usage) {
  into.inputTokens += usage.inputTokens
  into.outputTokens += usage.outputTokens
  into.cachedInputTokens += usage.cachedInputTokens
}

/** The path or name a tool call works on; '' when it names none. */
export function toolTarget(input: unknown): string {
  if (!input || typeof input !== 'object') return ''
  const { path, from, name } = input as Record<string, unknown>
  const target = path ?? from ?? name
  return typeof target === 'string' ? target : ''
}

/**
 * The tokens of model calls that only retry tool calls Kiln refused: after a
 * step with refused calls, each following step whose calls all concern the
 * refused targets (reading the file again, the corrected edit) is a retry,
 * until the refused call succeeds, a step does something else or the model
 * gives its final answer.
 */
export function retryUsage(steps: readonly StepRecord[]): Usage {
  const total = zeroUsage()
  // refused target -> the tool that was refused on it
  let pending = new Map<string, string>()
  for (const step of steps) {
    const isRetry =
      pending.size > 0 &&
      step.calls.length > 0 &&
      step.calls.every((c) => pending.has(c.target))
    if (isRetry) addUsage(total, step.usage)
    else pending = new Map()
    for (const c of step.calls) {
      if (c.refused) pending.set(c.target, c.tool)
      else if (pending.get(c.target) === c.tool) pending.delete(c.target)
    }
  }
  return total
}
