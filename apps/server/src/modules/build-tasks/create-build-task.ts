import type { Env as LlmEnv } from '@kiln/builder/build-types'
import {
  defaultModelId,
  discoverOllamaModels,
  listModels,
} from '@kiln/builder/models'
import {
  DEFAULT_PROJECT_NAME,
  type CreateBuildTaskBody,
} from '@kiln/contract/build-tasks'
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import { newId } from '../../db/schema/ids'
import { BUILD_TASK_JOB } from '../../jobs/definitions/build-task'
import type { JobQueue } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import type { CreditsService } from '../credits/credits.service'
import { createProjectsRepo } from '../projects/projects.repo'
import { createBuildTasksRepo } from './build-tasks.repo'
import { BUILD_ENGINE_VERSION } from './engine-version'
import { addMessage } from './messages.repo'
import { STATUS_TEXTS } from './pipeline/status-texts'
import { insertTaskEvents } from './task-events.repo'

export const STILL_BUILDING_MESSAGE =
  'This project is still building. Wait for it to finish or cancel it.'

const notFound = () =>
  new AppError('NOT_FOUND', { message: 'Project not found.' })

async function pickModel(llmEnv: LlmEnv, requested: string | undefined) {
  const discovered = { ollama: await discoverOllamaModels(llmEnv) }
  const models = listModels(llmEnv, discovered)
  const id = requested ?? defaultModelId(llmEnv, discovered)
  const model = models.find((m) => m.id === id)
  if (!model) {
    throw new AppError('BAD_REQUEST', {
      message: `Unknown model '${id}'. Available models: ${models.map((m) => m.id).join(', ')}.`,
    })
  }
  return model
}

type Deps = {
  db: Database
  queue: JobQueue
  credits: CreditsService
  llmEnv: LlmEnv
}

/** A new project or the next version on the head, its credit and its job in one transaction. */
export async function createBuildTask(
  deps: Deps,
  userId: string,
  body: CreateBuildTaskBody
) {
  const { db } = deps
  const model = await pickModel(deps.llmEnv, body.model)
  const projects = createProjectsRepo(db)
  const tasks = createBuildTasksRepo(db)
  await deps.credits.ensureCurrentCycle(userId)
  try {
    return await db.transaction(async (tx) => {
      const taskId = newId()
      let project
      let parentTaskId: string | null = null
      let versionNumber = 1
      if (body.projectId) {
        project = await projects.findOwned(body.projectId, userId, tx, true)
        if (!project) throw notFound()
        if (await tasks.hasInProgress(project.id, tx)) {
          throw new AppError('CONFLICT', { message: STILL_BUILDING_MESSAGE })
        }
        parentTaskId = project.headTaskId
        versionNumber = await tasks.nextVersionNumber(project.id, tx)
      } else {
        project = await projects.insert(
          { id: newId(), userId, name: DEFAULT_PROJECT_NAME },
          tx
        )
      }
      const reserved = await deps.credits.reserve(tx, userId, taskId)
      const task = await tasks.insert(
        {
          id: taskId,
          projectId: project.id,
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
        },
        tx
      )
      if (!body.projectId) await projects.setHead(project.id, taskId, tx)
      await addMessage(tx, {
        projectId: project.id,
        taskId,
        role: 'user',
        kind: 'prompt',
        content: body.prompt,
      })
      await addMessage(tx, {
        projectId: project.id,
        taskId,
        role: 'system',
        kind: 'status',
        content: STATUS_TEXTS.PENDING!,
        status: 'PENDING',
      })
      await insertTaskEvents(tx, taskId, [
        { type: 'status', status: 'PENDING' },
      ])
      await deps.queue.enqueue(tx, {
        kind: BUILD_TASK_JOB,
        payload: { taskId },
        taskId,
      })
      return { task, projectName: project.name }
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', { message: STILL_BUILDING_MESSAGE })
    }
    throw error
  }
}
