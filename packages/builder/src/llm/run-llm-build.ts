import type { BuildInput, BuildResult, RunStep } from '../build-types.ts'
import { withLockfile } from '../bundle/project-packages.ts'
import { titleOf } from '../bundle/render-html.ts'
import { diffFiles } from '../files/diff-files.ts'
import { fileMapFrom } from '../files/file-map.ts'
import type { ResolvedModel } from '../models/model-registry.ts'
import { templateFiles } from '../template/template-files.ts'
import type { BuildState } from './steps/build-state.ts'
import { LLM_STEPS } from './steps/step-list.ts'
import { CODING_TOOLS } from './tools/tool-list.ts'

const runDirect: RunStep = (_key, fn) => fn()

/** The steps of LLM_STEPS (plan, code, check, repair) in order, each LLM call memoised by runStep. */
export async function runLlmBuild(
  input: BuildInput,
  model: ResolvedModel
): Promise<BuildResult> {
  const before = fileMapFrom(input.files ?? {})
  const state: BuildState = {
    input,
    model: model.create(),
    runStep: input.runStep ?? runDirect,
    tools: input.tools ?? CODING_TOOLS,
    emit: input.onEvent,
    signal: input.signal,
    before,
    // A new project starts from Kiln's template; the model writes its app into it.
    files: Object.keys(before).length === 0 ? templateFiles() : before,
    plan: '',
    messages: [],
    usage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 },
    repairRounds: 0,
  }
  for (const step of LLM_STEPS) await step(state)
  if (!state.check) throw new Error('The build steps did not check the app')
  state.files = withLockfile(state.files, state.check.bundle, (path, action) =>
    state.emit?.({ type: 'file', path, action })
  )
  return {
    model: { id: model.id, label: model.label },
    title: titleOf(state.files['index.html']),
    plan: state.plan,
    messages: state.messages,
    files: state.files,
    changes: diffFiles(before, state.files),
    bundle: state.check.bundle,
    previewErrors: state.check.previewErrors,
    repairRounds: state.repairRounds,
    usage: state.usage,
  }
}
