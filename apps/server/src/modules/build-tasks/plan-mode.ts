import { runPlan, UnknownModelError } from '@kiln/builder/engine'
import type { PlanBody } from '@kiln/contract/build-estimate'
import type { ThreadMessage } from '@kiln/contract/build-tasks'
import { AppError } from '../../lib/app-error'
import type { BuildKeys, BuildPayer } from '../provider-keys'
import type { EstimateDeps } from './build-estimate'
import { createBuildTasksRepo } from './build-tasks.repo'
import {
  addMessage,
  listThread,
  threadTurns,
  toThreadMessage,
} from './messages.repo'
import { MODEL_GONE_MESSAGE } from './pipeline/status-texts'
import { STILL_BUILDING_MESSAGE } from './queue-pending-task'
import { readTaskFiles } from './task-files.repo'

/** How long a plan may take: under the idle connection timeout (120 s), the request answers before it. */
export const PLAN_TIMEOUT_MS = 90_000

export const PLAN_BUSY_MESSAGE =
  'A plan is already being written for you. Wait for it to finish.'
export const PLAN_FAILED_MESSAGE =
  'The model could not write a plan. Try again or choose another model.'

export type PlanDeps = EstimateDeps & {
  /** The env of the user's model calls as their payer decides (see provider-keys). */
  buildKeys?: (
    userId: string,
    modelId: string,
    payer: BuildPayer
  ) => Promise<BuildKeys | undefined>
}

/**
 * Plan mode (docs/product.md §7 "Knowledge, plan mode and cost"): the model answers a prompt with a
 * plan and writes no file; no version, no credits (README "Credits"). The
 * request and the plan join the thread on the project's head version.
 * One plan at a time per user bounds what free plans can spend.
 */
export function createPlanMode(deps: PlanDeps) {
  const writing = new Set<string>()

  async function keysFor(userId: string, modelId: string) {
    const payer = (await deps.payerFor?.(userId, modelId)) ?? {
      kind: 'operator' as const,
    }
    if (deps.buildKeys) return deps.buildKeys(userId, modelId, payer)
    return { env: deps.llmEnv ?? {}, ownKey: false }
  }

  async function plan(
    userId: string,
    body: PlanBody,
    signal?: AbortSignal
  ): Promise<ThreadMessage[]> {
    const project = await deps.projects.requireAccess(
      userId,
      body.projectId,
      'edit'
    )
    const tasks = createBuildTasksRepo(deps.db)
    if (await tasks.hasInProgress(project.id))
      throw new AppError('CONFLICT', { message: STILL_BUILDING_MESSAGE })
    const head = project.headTaskId
      ? await tasks.findById(project.headTaskId)
      : undefined
    if (!head)
      throw new AppError('NOT_FOUND', { message: 'Version not found.' })
    const model = await deps.models.pick(userId, body.model)
    const keys = await keysFor(userId, model.id)
    if (!keys) throw new AppError('CONFLICT', { message: MODEL_GONE_MESSAGE })
    if (writing.has(userId))
      throw new AppError('CONFLICT', { message: PLAN_BUSY_MESSAGE })
    writing.add(userId)
    try {
      const knowledge = await deps.knowledge?.(userId, project.id)
      const result = await runPlan({
        prompt: body.prompt,
        files: await readTaskFiles(deps.db, head.id),
        knowledge: knowledge?.text,
        history: await threadTurns(deps.db, project.id, head.versionNumber),
        modelId: model.id,
        env: keys.env,
        signal: AbortSignal.any([
          AbortSignal.timeout(PLAN_TIMEOUT_MS),
          ...(signal ? [signal] : []),
        ]),
      }).catch((error: unknown) => {
        if (error instanceof UnknownModelError)
          throw new AppError('CONFLICT', { message: MODEL_GONE_MESSAGE })
        throw new AppError('UPSTREAM_FAILED', { message: PLAN_FAILED_MESSAGE })
      })
      const text = result.text.trim() || PLAN_FAILED_MESSAGE
      const line = {
        projectId: project.id,
        taskId: head.id,
        kind: 'proposal' as const,
      }
      await deps.db.transaction(async (tx) => {
        await addMessage(tx, { ...line, role: 'user', content: body.prompt })
        await addMessage(tx, { ...line, role: 'assistant', content: text })
      })
      const thread = await listThread(deps.db, project.id, head.versionNumber)
      return thread.slice(-2).map((row) => toThreadMessage(row))
    } finally {
      writing.delete(userId)
    }
  }

  return { plan }
}
