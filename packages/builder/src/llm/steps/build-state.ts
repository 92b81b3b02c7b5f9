import type { BuildStepId } from '@kiln/contract/build-steps'
import type { LanguageModel, ModelMessage } from 'ai'
import type {
  BuildEvent,
  BuildInput,
  RunStep,
  Usage,
} from '../../build-types.ts'
import type { BuildError } from '../../bundle/build-error.ts'
import type { BundleResult } from '../../bundle/bundle-project.ts'
import { fileMapFrom, type FileMap } from '../../files/file-map.ts'
import { CODE_SYSTEM } from '../prompts.ts'
import { cached, streamCall } from '../stream-call.ts'
import type { KilnTool } from '../tools/tool-context.ts'
import { toolSet } from '../tools/tool-list.ts'

export type CheckResult = {
  bundle: BundleResult
  previewErrors: BuildError[]
  errors: BuildError[]
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
  files: FileMap
  plan: string
  messages: string[]
  usage: Usage
  check?: CheckResult
  repairRounds: number
}

/** One step of a build (see BUILD_STEPS in the contract for their order). */
export type StepRunner = (state: BuildState) => Promise<void>

export function enter(state: BuildState, step: BuildStepId) {
  state.signal?.throwIfAborted()
  state.emit?.({ type: 'status', step })
}

export function count(state: BuildState, usage: Usage) {
  state.usage.inputTokens += usage.inputTokens
  state.usage.outputTokens += usage.outputTokens
  state.usage.cachedInputTokens += usage.cachedInputTokens ?? 0
}

/** Serialisable result of a coding call, stored by the caller's runStep. */
export type CodeResult = { files: FileMap; text: string; usage: Usage }

/**
 * A coding call memoised under `key`: the project context (cached) then the
 * task, a tool loop over a copy of the files. Its files, reply and usage go
 * into the state.
 */
export async function runCodingCall(
  state: BuildState,
  call: { key: string; context: string; task: string; maxSteps: number }
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
  count(state, code.usage)
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
  const { text, usage } = await streamCall({
    model: state.model,
    onEvent: state.emit,
    signal: state.signal,
    system: CODE_SYSTEM,
    messages,
    tools: toolSet(state.tools, { files, onEvent: state.emit }),
    textInputs,
    maxSteps,
    part: 'reply',
  })
  return { files, text, usage }
}
