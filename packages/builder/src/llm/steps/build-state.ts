import type { BuildStepId } from '@kiln/contract/build-steps'
import type { LanguageModel, ModelMessage } from 'ai'
import type {
  BuildEvent,
  BuildInput,
  KilnTool,
  RunCheckReport,
  RunStep,
  Usage,
  UsageByPurpose,
} from '../../build-types.ts'
import type { BuildError } from '../../bundle/build-error.ts'
import type { BundleResult } from '../../bundle/bundle-project.ts'
import { fileMapFrom, type FileMap } from '../../files/file-map.ts'
import type { TypeCheckResult } from '../../typecheck/type-check.ts'
import { CODE_SYSTEM } from '../prompts.ts'
import { addUsage, zeroUsage } from '../retry-usage.ts'
import { cached, streamCall } from '../stream-call.ts'
import { toolSet } from '../tools/tool-list.ts'

export type CheckResult = {
  bundle: BundleResult
  previewErrors: BuildError[]
  /** The run check of this bundle; null when it did not run. */
  runCheck: RunCheckReport | null
  /** Null when the bundle failed (its errors come first) or type checks are off. */
  typeCheck: TypeCheckResult | null
  /** What a repair round is shown: the bundle's errors, else type and preview errors. */
  errors: BuildError[]
  /** How many errors there are in all (type errors beyond the shown ones included). */
  total: number
}

/** What the steps of one LLM build share; each step reads and updates it. */
export type BuildState = {
  input: BuildInput
  model: LanguageModel
  runStep: RunStep
  tools: readonly KilnTool[]
  emit?: (e: BuildEvent) => void
  signal?: AbortSignal
  /** The files before this build. */
  before: FileMap
  /** The files the model started from: `before`, or the template for a new project. */
  start: FileMap
  files: FileMap
  plan: string
  messages: string[]
  usage: Usage
  usageBy: UsageByPurpose
  check?: CheckResult
  /** The files and check of the last check whose bundle built. */
  lastBuilt?: { files: FileMap; check: CheckResult }
  repairRounds: number
}

/** One step of a build (see BUILD_STEPS in the contract for their order). */
export type StepRunner = (state: BuildState) => Promise<void>

export function enter(state: BuildState, step: BuildStepId) {
  state.signal?.throwIfAborted()
  state.emit?.({ type: 'status', step })
}

export const emptyUsageBy = (): UsageByPurpose => ({
  plan: zeroUsage(),
  code: zeroUsage(),
  repair: zeroUsage(),
  retry: zeroUsage(),
})

const complete = (u: Partial<Usage> | undefined): Usage => ({
  inputTokens: u?.inputTokens ?? 0,
  outputTokens: u?.outputTokens ?? 0,
  cachedInputTokens: u?.cachedInputTokens ?? 0,
})

/**
 * Adds one call's tokens to the build's total and to what they were spent
 * on; `retry` (a part of usage) is what only retried refused tool calls.
 */
export function count(
  state: BuildState,
  purpose: 'plan' | 'code' | 'repair',
  usage: Usage,
  retry?: Usage
) {
  const all = complete(usage)
  addUsage(state.usage, all)
  if (purpose === 'repair') return addUsage(state.usageBy.repair, all)
  const retried = complete(retry)
  addUsage(state.usageBy.retry, retried)
  addUsage(state.usageBy[purpose], {
    inputTokens: all.inputTokens - retried.inputTokens,
    outputTokens: all.outputTokens - retried.outputTokens,
    cachedInputTokens: all.cachedInputTokens - retried.cachedInputTokens,
  })
}

/** Serialisable result of a coding call, stored by the caller's runStep. */
export type CodeResult = {
  files: FileMap
  text: string
  usage: Usage
  /** Absent in results stored before refused retries were counted. */
  retry?: Usage
}

/**
 * A coding call memoised under `key`: the project context (cached) then the
 * task, a tool loop over a copy of the files. Its files, reply and usage go
 * into the state.
 */
export async function runCodingCall(
  state: BuildState,
  call: {
    key: string
    purpose: 'code' | 'repair'
    context: string
    task: string
    maxSteps: number
  }
) {
  const code = await state.runStep(call.key, () =>
    codeWithTools(
      state,
      [
        cached({ role: 'user', content: call.context }),
        { role: 'user', content: call.task },
      ],
      call.maxSteps
    )
  )
  count(state, call.purpose, code.usage, code.retry)
  if (code.text) state.messages.push(code.text)
  // A stored step comes back as JSON: a plain object again.
  state.files = fileMapFrom(code.files)
}

async function codeWithTools(
  state: BuildState,
  messages: ModelMessage[],
  maxSteps: number
): Promise<CodeResult> {
  const files = fileMapFrom(state.files)
  const textInputs = new Map(
    state.tools.flatMap((t) =>
      t.textInputs ? [[t.name, t.textInputs] as const] : []
    )
  )
  const { text, usage, retry } = await streamCall({
    model: state.model,
    onEvent: state.emit,
    signal: state.signal,
    system: CODE_SYSTEM,
    knowledge: state.input.knowledge,
    messages,
    tools: toolSet(state.tools, { files, onEvent: state.emit }),
    textInputs,
    maxSteps,
    part: 'reply',
  })
  return { files, text, usage, retry }
}
