import type { BuildTaskRow } from '../../db/schema'
import { newId } from '../../db/schema/ids'
import { previewUrl, type ArtifactsService, type PreviewEnv } from '../preview'
import {
  checkAccountQuotas,
  type AccountQuotas,
  type QuotaDeps,
} from './account-quotas'
import { createBuildTasksRepo } from './build-tasks.repo'
import { addMessage } from './messages.repo'
import { insertTaskEvents } from './task-events.repo'
import { readTaskFiles, saveTaskFiles } from './task-files.repo'

export const CLONED_MESSAGE = 'Cloned from a shared link.'

/**
 * A new project for `userId` whose first version is a COMPLETED copy of
 * `source`: same files, and the same built bundle hosted under the new
 * project's origin (the same stored blobs: no bytes copied). No LLM, no
 * job, no credits; the account's quotas apply like for any new project.
 */
export async function cloneVersion(
  deps: QuotaDeps & {
    env: PreviewEnv
    now: () => Date
    quotas: AccountQuotas
    artifacts: Pick<ArtifactsService, 'copy'>
  },
  userId: string,
  source: BuildTaskRow,
  name: string
) {
  const { db } = deps
  const workspaceId = await deps.projects.newProjectWorkspace(userId)
  return db.transaction(async (tx) => {
    const tasks = createBuildTasksRepo(db)
    await checkAccountQuotas(deps, tx, deps.quotas, userId, {
      newProject: true,
    })
    const project = await deps.projects.versionRows.insert(
      { id: newId(), userId, workspaceId, name },
      tx
    )
    const taskId = newId()
    const now = deps.now()
    const url = previewUrl(deps.env, taskId)
    const task = await tasks.insert(
      {
        id: taskId,
        projectId: project.id,
        workspaceId: project.workspaceId,
        userId,
        prompt: source.prompt,
        status: 'COMPLETED',
        buildTaskVersion: source.buildTaskVersion,
        modelId: source.modelId,
        modelLabel: source.modelLabel,
        versionNumber: 1,
        parentTaskId: null,
        previewUrl: url,
        startedAt: now,
        finishedAt: now,
      },
      tx
    )
    await deps.projects.versionRows.setHead(project.id, taskId, tx)
    await saveTaskFiles(tx, taskId, await readTaskFiles(tx, source.id))
    await deps.artifacts.copy(tx, source.id, {
      taskId,
      projectId: project.id,
      createdAt: now,
    })
    const message = { projectId: project.id, taskId }
    await addMessage(tx, {
      ...message,
      role: 'user',
      kind: 'prompt',
      content: source.prompt,
    })
    await addMessage(tx, {
      ...message,
      role: 'system',
      kind: 'status',
      content: CLONED_MESSAGE,
      status: 'COMPLETED',
    })
    await insertTaskEvents(tx, taskId, [
      { type: 'status', status: 'COMPLETED', previewUrl: url },
    ])
    return { task, projectName: project.name }
  })
}
