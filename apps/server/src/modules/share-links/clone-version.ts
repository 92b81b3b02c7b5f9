import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { BuildTaskRow } from '../../db/schema'
import { artifacts } from '../../db/schema'
import { newId } from '../../db/schema/ids'
import { createBuildTasksRepo } from '../build-tasks/build-tasks.repo'
import { addMessage } from '../build-tasks/messages.repo'
import { insertTaskEvents } from '../build-tasks/task-events.repo'
import { readTaskFiles, saveTaskFiles } from '../build-tasks/task-files.repo'
import type { PreviewEnv } from '../preview/preview-url'
import { previewUrl } from '../preview/preview-url'
import { createProjectsRepo } from '../projects/projects.repo'

export const CLONED_MESSAGE = 'Cloned from a shared link.'

/**
 * A new project for `userId` whose first version is a COMPLETED copy of
 * `source`: same files, and the same built bundle hosted under the new
 * project's origin. No LLM, no job, no credits.
 */
export async function cloneVersion(
  deps: { db: Database; env: PreviewEnv; now: () => Date },
  userId: string,
  source: BuildTaskRow,
  name: string
) {
  const { db } = deps
  return db.transaction(async (tx) => {
    const projects = createProjectsRepo(db)
    const tasks = createBuildTasksRepo(db)
    const project = await projects.insert({ id: newId(), userId, name }, tx)
    const taskId = newId()
    const now = deps.now()
    const url = previewUrl(deps.env, taskId)
    const task = await tasks.insert(
      {
        id: taskId,
        projectId: project.id,
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
    await projects.setHead(project.id, taskId, tx)
    await saveTaskFiles(tx, taskId, await readTaskFiles(tx, source.id))
    const built = await tx
      .select()
      .from(artifacts)
      .where(eq(artifacts.taskId, source.id))
    if (built.length > 0) {
      await tx.insert(artifacts).values(
        built.map((file) => ({
          ...file,
          taskId,
          projectId: project.id,
          createdAt: now,
        }))
      )
    }
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
