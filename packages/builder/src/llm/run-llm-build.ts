import type { BuildInput, BuildResult, RunStep, Usage } from '../build-types.ts'
import { bundleProject } from '../bundle/bundle-project.ts'
import { titleOf } from '../bundle/render-html.ts'
import { diffFiles } from '../files/diff-files.ts'
import { fileMapFrom } from '../files/file-map.ts'
import type { ResolvedModel } from '../models/model-registry.ts'
import {
  codeStep,
  planStep,
  repairStep,
  type StepContext,
} from './llm-steps.ts'

const runDirect: RunStep = (_key, fn) => fn()

/** plan -> code (tool calls) -> bundle -> up to N repair rounds, each LLM call memoised by runStep. */
export async function runLlmBuild(
  input: BuildInput,
  model: ResolvedModel
): Promise<BuildResult> {
  const runStep = input.runStep ?? runDirect
  const emit = input.onEvent
  const before = fileMapFrom(input.files ?? {})
  const ctx: StepContext = {
    model: model.create(),
    onEvent: emit,
    signal: input.signal,
  }
  const usage: Usage = { inputTokens: 0, outputTokens: 0 }
  const count = (u: Usage) => {
    usage.inputTokens += u.inputTokens
    usage.outputTokens += u.outputTokens
  }

  input.signal?.throwIfAborted()
  emit?.({ type: 'status', step: 'PLANNING' })
  const plan = await runStep('plan', () =>
    planStep(ctx, input.prompt, before, input.history)
  )
  count(plan.usage)

  input.signal?.throwIfAborted()
  emit?.({ type: 'status', step: 'CODING' })
  const code = await runStep('code', () =>
    codeStep(ctx, input.prompt, plan.text, before)
  )
  count(code.usage)
  const messages = code.text ? [code.text] : []
  // A stored step comes back as JSON: a plain object again.
  let files = fileMapFrom(code.files)

  const check = async () => {
    emit?.({ type: 'status', step: 'BUNDLING' })
    const bundle = await bundleProject(files, { base: input.bundleBase })
    const previewErrors =
      bundle.ok && input.checkPreview
        ? await input.checkPreview(bundle.assets)
        : []
    const errors = bundle.ok ? previewErrors : bundle.errors
    return { bundle, previewErrors, errors }
  }
  let { bundle, previewErrors, errors } = await check()
  const maxRounds = input.maxRepairRounds ?? 2
  let round = 0
  while (errors.length > 0 && round < maxRounds) {
    round++
    input.signal?.throwIfAborted()
    emit?.({ type: 'repair', round, errors })
    const failing = errors
    const fix = await runStep(`repair-${round}`, () =>
      repairStep(ctx, files, failing)
    )
    count(fix.usage)
    if (fix.text) messages.push(fix.text)
    files = fileMapFrom(fix.files)
    ;({ bundle, previewErrors, errors } = await check())
  }
  return {
    model: { id: model.id, label: model.label },
    title: titleOf(files['index.html']),
    plan: plan.text,
    messages,
    files,
    changes: diffFiles(before, files),
    bundle,
    previewErrors,
    repairRounds: round,
    usage,
  }
}
