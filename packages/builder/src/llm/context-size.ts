import { asSchema } from 'ai'
import type { BuildInput } from '../build-types.ts'
import { fileMapFrom } from '../files/file-map.ts'
import { templateFiles } from '../template/template-files.ts'
import { PLAN_MODE_SYSTEM, planModeRequest } from './plan-mode.ts'
import {
  CODE_SYSTEM,
  envNamesNote,
  PLAN_SYSTEM,
  projectContext,
} from './prompts.ts'
import { CONTEXT_CHARS } from './steps/code-step.ts'
import { PLAN_CONTEXT_CHARS } from './steps/plan-step.ts'
import { knowledgeBlock } from './stream-call.ts'
import { CODING_TOOLS, toolSet } from './tools/tool-list.ts'

type ContextInput = Pick<
  BuildInput,
  'prompt' | 'files' | 'knowledge' | 'history' | 'recentPaths'
> & { env?: Readonly<Record<string, string>> }

/** Characters of the first request of each model call a message makes. */
export type ContextSize = {
  /** The plan call (build) or the only call (plan mode). */
  plan: number
  /** The first request of the coding loop, tool definitions included; 0 in plan mode. */
  code: number
}

let toolChars: number | undefined
/** The coding tools' names, descriptions and JSON schemas as sent to a provider. */
function codingToolChars(): number {
  if (toolChars !== undefined) return toolChars
  const set = toolSet(CODING_TOOLS, { files: {} })
  toolChars = Object.entries(set).reduce(
    (n, [name, t]) =>
      n +
      name.length +
      (t.description?.length ?? 0) +
      JSON.stringify(asSchema(t.inputSchema).jsonSchema).length,
    0
  )
  return toolChars
}

const historyChars = (input: ContextInput) =>
  (input.history ?? [])
    .slice(-10)
    .reduce((n, turn) => n + turn.content.length, 0)

const knowledgeChars = (input: ContextInput) =>
  input.knowledge?.trim() ? knowledgeBlock(input.knowledge).length : 0

/**
 * The size of what a message sends before the model answers, computed with
 * the same prompt builders the steps use: system texts, instructions,
 * history, the files shown and the prompt. The plan the code step also
 * reads is unknown before the build and left to the caller's output guess.
 */
export function contextSize(
  input: ContextInput,
  mode: 'build' | 'plan'
): ContextSize {
  const before = fileMapFrom(input.files ?? {})
  const fixed = knowledgeChars(input) + historyChars(input)
  if (mode === 'plan')
    return {
      plan: PLAN_MODE_SYSTEM.length + fixed + planModeRequest(input).length,
      code: 0,
    }
  const isFollowUp = Object.keys(before).length > 0
  const hints = { prompt: input.prompt, recent: input.recentPaths }
  const planRequest = isFollowUp
    ? projectContext(before, { ...hints, budget: PLAN_CONTEXT_CHARS }).length +
      input.prompt.length
    : input.prompt.length
  const start = isFollowUp ? before : templateFiles()
  const codeContext =
    projectContext(start, { ...hints, budget: CONTEXT_CHARS }).length +
    envNamesNote(input.env).length
  return {
    plan: PLAN_SYSTEM.length + fixed + planRequest,
    code:
      CODE_SYSTEM.length +
      knowledgeChars(input) +
      codeContext +
      input.prompt.length +
      codingToolChars(),
  }
}
