import type { Env as LlmEnv } from '@kiln/builder/build-types'
import {
  contextSize,
  MANUAL_EDIT_MODEL,
  OFFLINE_MODEL,
} from '@kiln/builder/engine'
import type { Estimate, EstimateBody } from '@kiln/contract/build-estimate'
import type { Database } from '../../db/database'
import { buildCost } from '../credits'
import type { BuildKnowledge } from '../knowledge'
import type { BuildProjects } from '../projects'
import type { BuildPayer } from '../provider-keys'
import { createBuildTasksRepo } from './build-tasks.repo'
import { threadTurns } from './messages.repo'
import type { ModelsService } from './models.service'
import { readTaskFiles } from './task-files.repo'

/** A token is about 4 characters of English and code (the providers' rule of thumb). */
export const CHARS_PER_TOKEN = 4
/** The coding loop's requests of a typical change: its tool calls, then its reply. */
export const CODE_REQUESTS = 2
/** Completed model builds whose output tokens the estimate takes the median of. */
export const RECENT_BUILDS = 5
/** Output tokens assumed before a project has a completed model build. */
export const DEFAULT_OUTPUT_TOKENS = { newApp: 4_000, change: 1_500 }

export type EstimateDeps = {
  db: Database
  models: Pick<ModelsService, 'pick'>
  projects: Pick<BuildProjects, 'requireAccess'>
  payerFor?: (userId: string, modelId: string) => Promise<BuildPayer>
  knowledge?: (userId: string, projectId: string) => Promise<BuildKnowledge>
  llmEnv?: LlmEnv
}

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[mid]!
    : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const tokens = (chars: number) => Math.ceil(chars / CHARS_PER_TOKEN)

/**
 * The estimate's formula (README "Credits"): input = the plan call's
 * context + CODE_REQUESTS × the coding call's context (system, knowledge,
 * files shown, tools, prompt) + the expected output once more (the plan and
 * tool calls the loop sends back); output = the median output of the
 * project's last RECENT_BUILDS model builds. Credits come from the same
 * rule that charges builds (buildCost).
 */
export function estimateFromSizes(
  modelId: string,
  size: { plan: number; code: number },
  outputTokens: number
): Pick<Estimate, 'credits' | 'inputTokens' | 'outputTokens'> {
  const inputTokens =
    tokens(size.plan) + CODE_REQUESTS * tokens(size.code) + outputTokens
  const usage = { inputTokens, outputTokens }
  return { credits: buildCost(modelId, usage), ...usage }
}

/** What sending a prompt would cost the caller (POST /build_project/estimate). */
export async function estimateBuild(
  deps: EstimateDeps,
  userId: string,
  body: EstimateBody
): Promise<Estimate> {
  const mode = body.mode ?? 'build'
  const model = await deps.models.pick(userId, body.model)
  const project = body.projectId
    ? await deps.projects.requireAccess(userId, body.projectId, 'read')
    : undefined
  const tasks = createBuildTasksRepo(deps.db)
  const head = project?.headTaskId
    ? await tasks.findById(project.headTaskId)
    : undefined
  const files = head ? await readTaskFiles(deps.db, head.id) : {}
  const usesModel =
    model.id !== OFFLINE_MODEL.id && model.id !== MANUAL_EDIT_MODEL.id
  const knowledge =
    project && usesModel
      ? await deps.knowledge?.(userId, project.id)
      : undefined
  const size = contextSize(
    {
      prompt: body.prompt,
      files,
      knowledge: knowledge?.text,
      history:
        project && head
          ? await threadTurns(deps.db, project.id, head.versionNumber)
          : [],
    },
    mode
  )
  const recent = project
    ? await tasks.recentOutputTokens(project.id, RECENT_BUILDS)
    : []
  const isChange = Object.keys(files).length > 0
  const output = Math.round(
    median(recent) ??
      (isChange ? DEFAULT_OUTPUT_TOKENS.change : DEFAULT_OUTPUT_TOKENS.newApp)
  )
  if (mode === 'plan') {
    return {
      credits: 0,
      inputTokens: usesModel ? tokens(size.plan) : 0,
      outputTokens: 0,
      basis: 'Plans are free: they write no file.',
    }
  }
  if (!usesModel)
    return {
      credits: buildCost(model.id, { inputTokens: 0, outputTokens: 0 }),
      inputTokens: 0,
      outputTokens: 0,
      basis:
        'The offline generator costs 1 credit a version, 0 when nothing changes.',
    }
  const estimate = estimateFromSizes(model.id, size, output)
  const payer = await deps.payerFor?.(userId, model.id)
  if (payer?.kind === 'own-key')
    return {
      ...estimate,
      credits: 0,
      basis: 'Paid with your own key: no Kiln credits.',
    }
  const from =
    recent.length > 0
      ? `the median output of your last ${recent.length} build${recent.length === 1 ? '' : 's'} here`
      : 'a typical build'
  return {
    ...estimate,
    basis: `About ${estimate.inputTokens.toLocaleString('en-US')} tokens in and ${estimate.outputTokens.toLocaleString('en-US')} out (${from}); 1 credit per 2,000 tokens, nothing if the build fails.`,
  }
}
