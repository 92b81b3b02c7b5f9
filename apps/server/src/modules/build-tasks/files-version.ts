import { MANUAL_EDIT_MODEL } from '@kiln/builder/engine'
import { fileMapFrom } from '@kiln/builder/files'
import { versionSizeProblem } from '@kiln/contract/file-edits'
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
import { addMessage } from './messages.repo'
import {
  queuePendingTask,
  STILL_BUILDING_MESSAGE,
  stillBuildingOr,
} from './queue-pending-task'
import { saveTaskFiles } from './task-files.repo'

export type FilesVersionInput = {
  /** A new project of this name, or the next version of the caller's project. */
  project: { name: string } | { id: string }
  /** Every file of the version (not a change set). */
  files: [string, string][]
  /** The version's line in the thread, e.g. "Imported from app.zip". */
  prompt: string
  /** Kiln's note under it (what was left out), if any. */
  note?: string
}

/**
 * A version whose files came from outside Kiln (an imported archive or
 * repository, a pulled commit): saved as given and bundled by the build job
 * like a code-editor save. No model, no credits; the account's quotas
 * apply. A new project gets it as version 1; an existing one as its next
 * version (409 while the project is building).
 */
export async function createFilesVersion(
  deps: QuotaDeps & {
    queue: JobQueue
    quotas: AccountQuotas
  },
  userId: string,
  input: FilesVersionInput
) {
  const { db } = deps
  const tasks = createBuildTasksRepo(db)
  const files = fileMapFrom(input.files)
  const tooLarge = versionSizeProblem(files)
  if (tooLarge) throw new AppError('PAYLOAD_TOO_LARGE', { message: tooLarge })
  const isNew = 'name' in input.project
  // A new project goes to the caller's open workspace (editors and up).
  const workspaceId = isNew
    ? await deps.projects.newProjectWorkspace(userId)
    : undefined
  try {
    return await db.transaction(async (tx) => {
      let project
      let parentTaskId: string | null = null
      let versionNumber = 1
      if (!isNew) {
        const { id } = input.project as { id: string }
        project = await deps.projects.requireAccess(userId, id, 'edit', {
          tx,
          lock: true,
        })
        if (await tasks.hasInProgress(project.id, tx)) {
          throw new AppError('CONFLICT', { message: STILL_BUILDING_MESSAGE })
        }
        parentTaskId = project.headTaskId
        versionNumber = await tasks.nextVersionNumber(project.id, tx)
      }
      await checkAccountQuotas(deps, tx, deps.quotas, userId, {
        newProject: isNew,
      })
      project ??= await deps.projects.versionRows.insert(
        {
          id: newId(),
          userId,
          workspaceId: workspaceId!,
          name: (input.project as { name: string }).name,
        },
        tx
      )
      const taskId = newId()
      const task = await tasks.insert(
        {
          id: taskId,
          projectId: project.id,
          workspaceId: project.workspaceId,
          userId,
          prompt: input.prompt,
          status: 'PENDING',
          buildTaskVersion: BUILD_ENGINE_VERSION,
          modelId: MANUAL_EDIT_MODEL.id,
          modelLabel: MANUAL_EDIT_MODEL.label,
          versionNumber,
          parentTaskId,
          creditsSpent: 0,
        },
        tx
      )
      if (isNew) await deps.projects.versionRows.setHead(project.id, taskId, tx)
      // The job bundles exactly these files (runBuildTask reads them back).
      await saveTaskFiles(tx, taskId, files)
      await queuePendingTask(tx, deps.queue, {
        projectId: project.id,
        userId,
        taskId,
        prompt: input.prompt,
        // Files from outside call no model and cost no credits.
        payer: { kind: 'operator' },
      })
      if (input.note) {
        await addMessage(tx, {
          projectId: project.id,
          taskId,
          role: 'assistant',
          kind: 'reply',
          content: input.note,
        })
      }
      return { task, projectName: project.name }
    })
  } catch (error) {
    throw stillBuildingOr(error)
  }
}
