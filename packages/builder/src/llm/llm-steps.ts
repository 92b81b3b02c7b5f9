import type { LanguageModel, ModelMessage } from 'ai'
import type { BuildEvent, ChatTurn, Usage } from '../build-types.ts'
import { formatBuildErrors, type BuildError } from '../bundle/build-error.ts'
import { fileMapFrom, type FileMap } from '../files/file-map.ts'
import { fileTools } from './file-tools.ts'
import { CODE_SYSTEM, fileListing, PLAN_SYSTEM } from './prompts.ts'
import { streamCall } from './stream-call.ts'

export type StepContext = {
  model: LanguageModel
  onEvent?: (e: BuildEvent) => void
  signal?: AbortSignal
}

/** Serialisable results, stored by the caller's runStep. */
export type PlanResult = { text: string; usage: Usage }
export type CodeResult = { files: FileMap; text: string; usage: Usage }

function historyMessages(history: ChatTurn[] = []): ModelMessage[] {
  return history.slice(-10).map((t) => ({ role: t.role, content: t.content }))
}

export function planStep(
  ctx: StepContext,
  prompt: string,
  files: FileMap,
  history?: ChatTurn[]
): Promise<PlanResult> {
  const isFollowUp = Object.keys(files).length > 0
  const context = isFollowUp
    ? `This is a change request for an existing app.\n${fileListing(files, 8_000)}\n\nRequest: ${prompt}`
    : `Build a new app: ${prompt}`
  return streamCall({
    ...ctx,
    system: PLAN_SYSTEM,
    messages: [...historyMessages(history), { role: 'user', content: context }],
    maxSteps: 1,
    part: 'plan',
  })
}

async function codeWith(
  ctx: StepContext,
  files: FileMap,
  task: string,
  maxSteps: number
): Promise<CodeResult> {
  const working = fileMapFrom(files)
  const { text, usage } = await streamCall({
    ...ctx,
    system: CODE_SYSTEM,
    messages: [{ role: 'user', content: `${fileListing(working)}\n\n${task}` }],
    tools: fileTools(working, ctx.onEvent),
    maxSteps,
    part: 'reply',
  })
  return { files: working, text, usage }
}

export function codeStep(
  ctx: StepContext,
  prompt: string,
  plan: string,
  files: FileMap
): Promise<CodeResult> {
  const isFollowUp = Object.keys(files).length > 0
  const task = isFollowUp
    ? `Change request: ${prompt}\n\nPlan:\n${plan}\n\nWrite only the files that must change.`
    : `Build this app: ${prompt}\n\nPlan:\n${plan}\n\nWrite all files of the project.`
  return codeWith(ctx, files, task, 24)
}

export function repairStep(
  ctx: StepContext,
  files: FileMap,
  errors: BuildError[]
): Promise<CodeResult> {
  const task = `The build failed with these errors:\n${formatBuildErrors(errors)}\n\nFix them by rewriting the affected files completely. Use only the allowed packages.`
  return codeWith(ctx, files, task, 12)
}
