import type { BuildInput, BuildResult, RunStep } from '../build-types.ts'
import { withBundleLockfile } from '../bundle/project-packages.ts'
import { titleOf } from '../bundle/render-html.ts'
import { diffFiles } from '../files/diff-files.ts'
import { fileMapFrom } from '../files/file-map.ts'
import type { ResolvedModel } from '../models/model-registry.ts'
import { templateFiles } from '../template/template-files.ts'
import { emptyUsageBy, type BuildState } from './steps/build-state.ts'
import { LLM_STEPS } from './steps/step-list.ts'
import { checkAppTool, DEFAULT_CHECK_APP_CALLS } from './tools/check-app.ts'
import { integrationTools } from './tools/integration-tools.ts'
import { CODING_TOOLS } from './tools/tool-list.ts'

const runDirect: RunStep = (_key, fn) => fn()

/** The steps of LLM_STEPS (plan, code, check, repair) in order, each LLM call memoised by runStep. */
export async function runLlmBuild(
  input: BuildInput,
  model: ResolvedModel
): Promise<BuildResult> {
  const before = fileMapFrom(input.files ?? {})
  // A new project starts from Kiln's template; the model writes its app into it.
  const start = Object.keys(before).length === 0 ? templateFiles() : before
  const state: BuildState = {
    input,
    model: model.create(),
    runStep: input.runStep ?? runDirect,
    tools: [
      ...(input.tools ?? CODING_TOOLS),
      ...integrationTools(
        input.integrationTools ?? [],
        input.integrationLimits,
        input.signal
      ),
      ...(input.appChecker?.visit
        ? [
            checkAppTool({
              visit: input.appChecker.visit,
              input,
              maxCalls: input.maxCheckAppCalls ?? DEFAULT_CHECK_APP_CALLS,
              // Anthropic takes images in tool results; OpenAI's chat
              // protocol (and the compatible ones) would get base64 text.
              images: model.provider === 'anthropic',
            }),
          ]
        : []),
    ],
    emit: input.onEvent,
    signal: input.signal,
    before,
    start,
    files: start,
    plan: '',
    messages: [],
    usage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 },
    usageBy: emptyUsageBy(),
    repairRounds: 0,
  }
  for (const step of LLM_STEPS) await step(state)
  const last = state.check
  if (!last) throw new Error('The build steps did not check the app')
  // The last round broke the build: keep the last files that built.
  const keptLastBuilt = !last.bundle.ok && state.lastBuilt !== undefined
  const check = keptLastBuilt ? state.lastBuilt!.check : last
  if (keptLastBuilt) state.files = state.lastBuilt!.files
  state.files = withBundleLockfile(state.files, check.bundle, (path, action) =>
    state.emit?.({ type: 'file', path, action })
  )
  return {
    model: { id: model.id, label: model.label },
    title: titleOf(state.files['index.html']),
    plan: state.plan,
    messages: state.messages,
    files: state.files,
    changes: diffFiles(before, state.files),
    bundle: check.bundle,
    previewErrors: check.previewErrors,
    runCheck: check.runCheck,
    unfixed: { errors: last.errors, total: last.total, keptLastBuilt },
    typeCheck: check.typeCheck && {
      durationMs: check.typeCheck.durationMs,
      total: check.typeCheck.total,
    },
    repairRounds: state.repairRounds,
    usage: state.usage,
    usageBy: state.usageBy,
  }
}
