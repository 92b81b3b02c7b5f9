import type { Usage as BuildUsage } from '@kiln/builder/build-types'

type Usage = Pick<BuildUsage, 'inputTokens' | 'outputTokens'>

/** Credits a build costs: the user's own edit 0; offline 1; LLM 1 per started 2000 tokens, min 1. */
export function buildCost(modelId: string, usage: Usage): number {
  if (modelId === 'manual') return 0
  if (modelId === 'offline') return 1
  const tokens = usage.inputTokens + usage.outputTokens
  return Math.max(1, Math.ceil(tokens / 2000))
}

/** Credits reserved when a build is requested. */
export const RESERVED_CREDITS = 1
