import type { BuildInput, BuildResult } from '../build-types.ts'
import type { ResolvedModel } from '../models/model-registry.ts'

export async function runLlmBuild(
  _input: BuildInput,
  model: ResolvedModel
): Promise<BuildResult> {
  throw new Error(`LLM builds are not wired yet (${model.id})`)
}
