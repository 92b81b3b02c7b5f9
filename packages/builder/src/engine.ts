/**
 * Public entry `@kiln/builder/engine`: one call runs a whole build (plan,
 * code, bundle, repair) for a new project or a follow-up.
 */
import type { BuildInput, BuildResult, RunCheckReport } from './build-types.ts'
import type { BundleResult } from './bundle/bundle-project.ts'
import { withBundleLockfile } from './bundle/project-packages.ts'
import { diffFiles } from './files/diff-files.ts'
import { fileMapFrom, type FileMap } from './files/file-map.ts'
import { runPlanMode } from './llm/plan-mode.ts'
import { runLlmBuild } from './llm/run-llm-build.ts'
import { emptyUsageBy } from './llm/steps/build-state.ts'
import { defaultModelId, findModel } from './models/model-registry.ts'
import { OFFLINE_MODEL, streamText } from './offline/offline-generator.ts'
import { planOffline } from './offline/offline-plan.ts'
import { bundleInPool } from './pool/build-pool.ts'
import { runOfflineBuild } from './run-offline-build.ts'

export type * from './build-types.ts'
export { OFFLINE_MODEL } from './offline/offline-generator.ts'
export { DEFAULT_INTEGRATION_LIMITS } from './build-types.ts'
export { integrationToolName } from './llm/tools/integration-tools.ts'
export { contextSize, type ContextSize } from './llm/context-size.ts'

/** A version the user wrote by hand in the studio: bundled as given, no model. */
export const MANUAL_EDIT_MODEL = { id: 'manual', label: 'Your edit' } as const

export class UnknownModelError extends Error {
  constructor(readonly modelId: string) {
    super(`Model '${modelId}' is not configured`)
  }
}

/**
 * The run check of a build no model works on: recorded, never repaired.
 * Its findings are not build errors (the version is kept as built).
 */
async function recordRunCheck(
  input: BuildInput,
  files: FileMap,
  bundle: BundleResult
): Promise<RunCheckReport | null> {
  if (!input.appChecker || !bundle.ok) return null
  const report = await input.appChecker.check(
    { files, assets: bundle.assets, deps: bundle.deps },
    input.signal
  )
  input.onEvent?.({ type: 'run-check', report })
  return report
}

/** The result fields of a build no model worked on: its bundle, no checks or tokens. */
function withoutModel(bundle: BundleResult, runCheck: RunCheckReport | null) {
  return {
    bundle,
    previewErrors: [],
    runCheck,
    unfixed: {
      errors: bundle.ok ? [] : bundle.errors,
      total: bundle.ok ? 0 : bundle.errors.length,
      keptLastBuilt: false,
    },
    typeCheck: null,
    repairRounds: 0,
    usage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 },
    usageBy: emptyUsageBy(),
  } satisfies Partial<BuildResult>
}

/**
 * Runs one build. Throws UnknownModelError for a model id that is not
 * configured, and an AbortError when input.signal aborts. A bundle that still
 * fails after the repair rounds is returned with bundle.ok === false.
 */
export async function runBuild(raw: BuildInput): Promise<BuildResult> {
  const input = { ...raw, files: fileMapFrom(raw.files ?? {}) }
  const env = input.env ?? {}
  const modelId = input.modelId ?? defaultModelId(env)
  const before = input.files
  if (modelId === OFFLINE_MODEL.id) {
    const out = runOfflineBuild(input)
    input.signal?.throwIfAborted()
    input.onEvent?.({ type: 'status', step: 'check' })
    const bundle = await bundleInPool(
      out.files,
      { ...input.bundleOptions, base: input.bundleBase },
      input.signal
    )
    const files = withBundleLockfile(out.files, bundle, (path, action) =>
      input.onEvent?.({ type: 'file', path, action })
    )
    return {
      model: { ...OFFLINE_MODEL },
      title: out.title,
      plan: out.plan,
      messages: out.messages,
      files,
      changes: diffFiles(before, files),
      ...withoutModel(bundle, await recordRunCheck(input, files, bundle)),
    }
  }
  if (modelId === MANUAL_EDIT_MODEL.id) {
    const edited = fileMapFrom(input.editedFiles ?? before)
    input.onEvent?.({ type: 'status', step: 'check' })
    const bundle = await bundleInPool(
      edited,
      { ...input.bundleOptions, base: input.bundleBase },
      input.signal
    )
    const files = withBundleLockfile(edited, bundle)
    return {
      model: { ...MANUAL_EDIT_MODEL },
      title: '',
      plan: '',
      messages: [],
      files,
      changes: diffFiles(before, files),
      ...withoutModel(bundle, await recordRunCheck(input, files, bundle)),
    }
  }
  const model = findModel(env, modelId)
  if (!model) throw new UnknownModelError(modelId)
  return runLlmBuild(input, model)
}

export type PlanResult = {
  model: { id: string; label: string }
  text: string
  usage: BuildResult['usage']
  /** False for the offline generator, which does not read the project knowledge. */
  usedKnowledge: boolean
}

/**
 * Plan mode: what a build of `input.prompt` would change, which files, and
 * questions, with no tool offered and no file written. The offline generator
 * answers from its app model, free and without a model call.
 */
export async function runPlan(raw: BuildInput): Promise<PlanResult> {
  const input = { ...raw, files: fileMapFrom(raw.files ?? {}) }
  const env = input.env ?? {}
  const modelId = input.modelId ?? defaultModelId(env)
  if (modelId === OFFLINE_MODEL.id) {
    const text = planOffline(input.prompt, input.files)
    streamText(text, 'plan', input.onEvent)
    return {
      model: { ...OFFLINE_MODEL },
      text,
      usage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 },
      usedKnowledge: false,
    }
  }
  const model = findModel(env, modelId)
  if (!model || modelId === MANUAL_EDIT_MODEL.id)
    throw new UnknownModelError(modelId)
  const { text, usage } = await runPlanMode(input, model)
  return {
    model: { id: model.id, label: model.label },
    text,
    usage,
    usedKnowledge: Boolean(input.knowledge?.trim()),
  }
}
