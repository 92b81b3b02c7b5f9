import { MANUAL_EDIT_MODEL } from '@kiln/builder/engine'
import { fileMapFrom } from '@kiln/builder/files'
import {
  versionSize,
  versionSizeProblem,
  type EditVersionBody,
} from '@kiln/contract/file-edits'
import { newId } from '../../db/schema/ids'
import type { JobQueue } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import {
  checkAccountQuotas,
  type AccountQuotas,
  type QuotaDeps,
} from './account-quotas'
import { createBuildTasksRepo } from './build-tasks.repo'
import { BUILD_ENGINE_VERSION } from './engine-version'
import {
  queuePendingTask,
  STILL_BUILDING_MESSAGE,
  stillBuildingOr,
} from './queue-pending-task'
import { readTaskFiles, saveTaskFiles } from './task-files.repo'
import { requireTaskAccess } from './task-ownership'

/** "Edited src/App.tsx", "Uploaded logo.png and edited 2 other files"… */
export function describeEdit(
  before: Record<string, string>,
  edits: EditVersionBody['files']
) {
  const paths = Object.keys(edits)
  const verb = (path: string) =>
    edits[path] === null
      ? 'Deleted'
      : before[path] === undefined
        ? edits[path]!.startsWith('data:')
          ? 'Uploaded'
          : 'Added'
        : 'Edited'
  const first = paths[0]!
  const rest = paths.length - 1
  return rest === 0
    ? `${verb(first)} ${first}`
    : `${verb(first)} ${first} and changed ${rest} other file${rest === 1 ? '' : 's'}`
}

/**
 * A save that would make the version larger than one build may read is
 * refused (413); one that shrinks a version already over the bound is not.
 */
function refuseOversizedVersion(
  before: Record<string, string>,
  after: Record<string, string>
) {
  const problem = versionSizeProblem(after)
  if (!problem) return
  const was = versionSize(before)
  const is = versionSize(after)
  if (is.text > was.text || is.all > was.all)
    throw new AppError('PAYLOAD_TOO_LARGE', { message: problem })
}

/**
 * The next version of the project from `sourceId` plus the user's own
 * changes: files saved now, bundled by the build job like any version,
 * charged nothing (the manual model costs no credit).
 */
export async function createEditVersion(
  deps: QuotaDeps & {
    queue: JobQueue
    quotas: AccountQuotas
  },
  userId: string,
  sourceId: string,
  body: EditVersionBody
) {
  const { db } = deps
  const tasks = createBuildTasksRepo(db)
  try {
    return await db.transaction(async (tx) => {
      const source = await requireTaskAccess(
        { tasks, projects: deps.projects },
        userId,
        sourceId,
        'edit',
        tx
      )
      const project = await deps.projects.requireAccess(
        userId,
        source.task.projectId,
        'edit',
        { tx, lock: true }
      )
      if (await tasks.hasInProgress(project.id, tx)) {
        throw new AppError('CONFLICT', { message: STILL_BUILDING_MESSAGE })
      }
      await checkAccountQuotas(deps, tx, deps.quotas, userId, {
        newProject: false,
      })
      const before = await readTaskFiles(tx, source.task.id)
      if (Object.keys(before).length === 0) {
        throw new AppError('CONFLICT', {
          message:
            'This version has no files yet. Wait for the build to finish.',
        })
      }
      const after = fileMapFrom(Object.entries(before))
      for (const [path, content] of Object.entries(body.files)) {
        if (content === null) delete after[path]
        else after[path] = content
      }
      refuseOversizedVersion(before, after)
      const prompt = body.summary || describeEdit(before, body.files)
      const taskId = newId()
      const task = await tasks.insert(
        {
          id: taskId,
          projectId: project.id,
          workspaceId: project.workspaceId,
          userId,
          prompt,
          status: 'PENDING',
          buildTaskVersion: BUILD_ENGINE_VERSION,
          modelId: MANUAL_EDIT_MODEL.id,
          modelLabel: MANUAL_EDIT_MODEL.label,
          versionNumber: await tasks.nextVersionNumber(project.id, tx),
          parentTaskId: source.task.id,
          creditsSpent: 0,
        },
        tx
      )
      // The job bundles exactly these files (runBuildTask reads them back).
      await saveTaskFiles(tx, taskId, after)
      await queuePendingTask(tx, deps.queue, {
        projectId: project.id,
        userId,
        taskId,
        prompt: prompt,
        // A hand edit calls no model and costs no credits.
        payer: { kind: 'operator' },
      })
      return { task, projectName: project.name }
    })
  } catch (error) {
    throw stillBuildingOr(error)
  }
}
