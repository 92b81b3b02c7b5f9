import type { BuildInput, Usage } from '../build-types.ts'
import { fileMapFrom } from '../files/file-map.ts'
import type { ResolvedModel } from '../models/model-registry.ts'
import { projectContext } from './prompts.ts'
import { historyMessages } from './steps/plan-step.ts'
import { streamCall } from './stream-call.ts'

// A stable constant like the other system texts (a cached prefix).
export const PLAN_MODE_SYSTEM = `You are Kiln's planning assistant. The user wants to discuss a change to their web app before anything is built.
You cannot change files in this conversation: answer with a plan only, in plain text with short bullet lines, in three parts:
What will change: the visible behaviour and the data the change adds or alters.
Files: each file that would be created, changed or deleted, with one line on why.
Questions: what you need the user to decide before building (or "None").
Do not write code. The user may edit your plan and then ask Kiln to build it.`

/** Characters of file text the plan sees inline; it names other files from the tree. */
export const PLAN_MODE_CONTEXT_CHARS = 12_000
/** A plan is short: its answer is capped. */
export const PLAN_MODE_MAX_OUTPUT_TOKENS = 1_500

export function planModeRequest(input: BuildInput): string {
  const files = fileMapFrom(input.files ?? {})
  const context = projectContext(files, {
    prompt: input.prompt,
    recent: input.recentPaths,
    budget: PLAN_MODE_CONTEXT_CHARS,
  })
  return `${context}\n\nPlan this request (do not build it yet): ${input.prompt}`
}

/** One model call without tools: the plan text and its tokens. */
export async function runPlanMode(
  input: BuildInput,
  model: ResolvedModel
): Promise<{ text: string; usage: Usage }> {
  const { text, usage } = await streamCall({
    model: model.create(),
    system: PLAN_MODE_SYSTEM,
    knowledge: input.knowledge,
    messages: [
      ...historyMessages(input.history),
      { role: 'user', content: planModeRequest(input) },
    ],
    maxSteps: 1,
    maxOutputTokens: PLAN_MODE_MAX_OUTPUT_TOKENS,
    part: 'plan',
    onEvent: input.onEvent,
    signal: input.signal,
  })
  return { text, usage }
}
