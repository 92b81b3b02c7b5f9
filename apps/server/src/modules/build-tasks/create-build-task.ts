import {
  DEFAULT_PROJECT_NAME,
  type CreateBuildTaskBody,
} from '@kiln/contract/build-tasks'
import type { DbOrTx } from '../../db/database'
import { newId } from '../../db/schema/ids'
import type { JobQueue } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import { RESERVED_CREDITS, type CreditsService } from '../credits'
import type { BuildPayer } from '../provider-keys'
import {
  checkAccountQuotas,
  type AccountQuotas,
  type QuotaDeps,
} from './account-quotas'
import { refuseSecondBuild, type BuilderName } from './build-lock'
import { createBuildTasksRepo } from './build-tasks.repo'
import { BUILD_ENGINE_VERSION } from './engine-version'
import type { ModelsService } from './models.service'
import { queuePendingTask, stillBuildingOr } from './queue-pending-task'
import { hasTaskFiles } from './task-files.repo'
import {
  requireWithinCreditCap,
  type WorkspaceCreditCaps,
} from './workspace-credit-cap'

type Deps = QuotaDeps & {
  queue: JobQueue
  credits: CreditsService
  models: Pick<ModelsService, 'pick'>
  /** Who would pay for a build with the model now (else the operator). */
  payerFor?: (userId: string, modelId: string) => Promise<BuildPayer>
  quotas: AccountQuotas
  /** Members' monthly credit caps per workspace. */
  caps?: WorkspaceCreditCaps
  /** What the build is expected to cost (checked against a member's cap). */
  estimateCredits?: (
    userId: string,
    body: CreateBuildTaskBody
  ) => Promise<number>
  builderName?: BuilderName
}

/**
 * The credits a capped member's build must fit: its estimate, at least the
 * reservation; undefined when no cap applies (no estimate is made then).
 */
async function creditsToFit(
  deps: Deps,
  userId: string,
  body: CreateBuildTaskBody,
  workspaceId: string
) {
  if ((await deps.caps?.creditCapOf(workspaceId, userId)) == null) return
  const estimate = (await deps.estimateCredits?.(userId, body)) ?? 0
  return Math.max(RESERVED_CREDITS, estimate)
}

const keyJustRemoved = (label: string) =>
  new AppError('CONFLICT', {
    message: `Your key for ${label} was just removed. Start the build again.`,
  })

/**
 * Whether a "Try to fix" of `fixOf` (a version of `projectId`) is free: the
 * first fix of a version is, when the server saw its error (a failed build,
 * a failed run check) or, for a runtime error only the user's browser saw,
 * when that version was not itself a free fix (free fixes do not chain).
 */
async function isFreeFix(
  tasks: ReturnType<typeof createBuildTasksRepo>,
  projectId: string,
  fixOf: string,
  tx: Parameters<typeof tasks.findById>[1]
) {
  const fixed = await tasks.findById(fixOf, tx)
  if (!fixed || fixed.projectId !== projectId)
    throw new AppError('NOT_FOUND', {
      message: 'The version to fix is not a version of this project.',
    })
  if (await tasks.hasFreeFixOf(fixOf, tx)) return false
  return (
    fixed.status === 'FAILED' ||
    fixed.runCheck?.status === 'failed' ||
    !fixed.freeFix
  )
}

/**
 * The version the next one starts from: the head, or for a "Try to fix" of
 * a build that failed after it, that build's files (the code with the
 * error; a failed build does not move the head).
 */
async function baseOfNextVersion(
  tasks: ReturnType<typeof createBuildTasksRepo>,
  headTaskId: string | null,
  fixOf: string | undefined,
  tx: DbOrTx
) {
  if (!fixOf || !headTaskId) return headTaskId
  const [fixed, head] = [
    await tasks.findById(fixOf, tx),
    await tasks.findById(headTaskId, tx),
  ]
  if (
    !fixed ||
    !head ||
    fixed.projectId !== head.projectId ||
    fixed.status !== 'FAILED' ||
    fixed.versionNumber <= head.versionNumber ||
    !(await hasTaskFiles(tx, fixed.id))
  )
    return headTaskId
  return fixed.id
}

/**
 * A new project or the next version on the head, its credit and its job in
 * one transaction. Who pays is decided here, once: the job runs with the
 * key named here or not at all.
 */
export async function createBuildTask(
  deps: Deps,
  userId: string,
  body: CreateBuildTaskBody
) {
  const { db } = deps
  const model = await deps.models.pick(userId, body.model)
  const payer: BuildPayer = (await deps.payerFor?.(userId, model.id)) ?? {
    kind: 'operator',
  }
  if (model.ownKey && payer.kind !== 'own-key')
    throw keyJustRemoved(model.label)
  const tasks = createBuildTasksRepo(db)
  await deps.credits.ensureCurrentCycle(userId)
  // The next version of a project, or a new one in the current workspace.
  const { projectId } = body
  const target: { projectId: string } | { workspaceId: string } = projectId
    ? { projectId }
    : { workspaceId: await deps.projects.newProjectWorkspace(userId) }
  const workspaceId =
    'workspaceId' in target
      ? target.workspaceId
      : (await deps.projects.requireAccess(userId, target.projectId, 'edit'))
          .workspaceId
  const capped =
    payer.kind === 'own-key'
      ? undefined
      : await creditsToFit(deps, userId, body, workspaceId)
  try {
    return await db.transaction(async (tx) => {
      const taskId = newId()
      let project
      let parentTaskId: string | null = null
      let versionNumber = 1
      if ('projectId' in target) {
        project = await deps.projects.requireAccess(
          userId,
          target.projectId,
          'edit',
          { tx, lock: true }
        )
        await refuseSecondBuild(deps, userId, project.id, tx)
        await checkAccountQuotas(deps, tx, deps.quotas, userId, {
          newProject: false,
        })
        parentTaskId = await baseOfNextVersion(
          tasks,
          project.headTaskId,
          body.fixOf,
          tx
        )
        versionNumber = await tasks.nextVersionNumber(project.id, tx)
      } else if (body.fixOf) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'A fix needs the project of the version it fixes.',
        })
      } else {
        await checkAccountQuotas(deps, tx, deps.quotas, userId, {
          newProject: true,
        })
        project = await deps.projects.versionRows.insert(
          {
            id: newId(),
            userId,
            workspaceId: target.workspaceId,
            name: DEFAULT_PROJECT_NAME,
          },
          tx
        )
      }
      const freeFix = body.fixOf
        ? await isFreeFix(tasks, project.id, body.fixOf, tx)
        : false
      if (payer.kind !== 'own-key' && !freeFix) {
        await requireWithinCreditCap(deps, tx, {
          workspaceId: project.workspaceId,
          userId,
          credits: capped ?? RESERVED_CREDITS,
        })
      }
      // The user's own provider key pays for the model, or the build is a
      // free fix: no Kiln credits.
      const reserved =
        payer.kind === 'own-key' || freeFix
          ? { creditsSpent: 0, periodEnd: null }
          : await deps.credits.reserve(tx, userId, taskId)
      const task = await tasks.insert(
        {
          id: taskId,
          projectId: project.id,
          workspaceId: project.workspaceId,
          userId,
          prompt: body.prompt,
          status: 'PENDING',
          buildTaskVersion: BUILD_ENGINE_VERSION,
          modelId: model.id,
          modelLabel: model.label,
          versionNumber,
          parentTaskId,
          preselectedMcpIds: body.preselectedMcpIds ?? [],
          preselectedApiIds: body.preselectedApiIds ?? [],
          creditsSpent: reserved.creditsSpent,
          creditPeriodEnd: reserved.periodEnd,
          fixOf: body.fixOf ?? null,
          freeFix,
        },
        tx
      )
      if (!body.projectId)
        await deps.projects.versionRows.setHead(project.id, taskId, tx)
      await queuePendingTask(tx, deps.queue, {
        projectId: project.id,
        userId,
        taskId,
        prompt: body.prompt,
        payer,
      })
      return { task, projectName: project.name }
    })
  } catch (error) {
    throw stillBuildingOr(error)
  }
}
