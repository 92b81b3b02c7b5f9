import type { Database } from '../../db/database'
import type { JobQueue } from '../../jobs/queue'
import type { ProjectRemoval } from '../projects'
import { createBuildTasksRepo } from './build-tasks.repo'
import { deleteOrphanBlobs, projectBlobHashes } from './task-files.repo'

/**
 * A deleted project's jobs; its tasks, files, messages and events cascade
 * from the project row, then the blobs no other version uses go.
 */
export const removeProjectBuilds =
  (deps: {
    db: Database
    queue: Pick<JobQueue, 'deleteForTasks'>
  }): ProjectRemoval =>
  async (tx, projectId) => {
    const hashes = await projectBlobHashes(tx, projectId)
    const tasks = await createBuildTasksRepo(deps.db).listByProject(
      projectId,
      tx
    )
    await deps.queue.deleteForTasks(
      tx,
      tasks.map((task) => task.id)
    )
    return { afterDelete: () => deleteOrphanBlobs(tx, hashes) }
  }
