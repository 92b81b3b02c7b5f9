import type { Project } from '@kiln/contract/projects'
import type { Database } from '../../db/database'
import type { ProjectRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { FileStorage } from '../app-data/file-storage'
import {
  deleteFileObjects,
  projectFileKeys,
} from '../app-data/project-file-objects'
import {
  deleteOrphanBlobs,
  projectBlobHashes,
} from '../build-tasks/task-files.repo'
import { deleteProjectData } from './project-data.repo'
import { createProjectsRepo } from './projects.repo'

const notFound = () =>
  new AppError('NOT_FOUND', { message: 'Project not found.' })

export const toProject = (row: ProjectRow): Project => ({
  projectId: row.id,
  name: row.name,
  headTaskId: row.headTaskId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** Rename and delete; both 404 for a project the caller does not own. */
export function createProjectsService(deps: {
  db: Database
  /** Where generated apps' files live (their objects go with the project). */
  fileStorage?: FileStorage
}) {
  const projects = createProjectsRepo(deps.db)

  return {
    async rename(userId: string, projectId: string, name: string) {
      const project = await projects.findOwned(projectId, userId)
      if (!project) throw notFound()
      const row = await projects.rename(project.id, name)
      if (!row) throw notFound()
      return toProject(row)
    },

    /** Removes the project with its versions, files, thread, events, jobs and app data. */
    async remove(userId: string, projectId: string) {
      const fileKeys = await deps.db.transaction(async (tx) => {
        const project = await projects.findOwned(projectId, userId, tx, true)
        if (!project) throw notFound()
        const hashes = await projectBlobHashes(tx, project.id)
        const keys = await projectFileKeys(tx, project.id)
        await deleteProjectData(tx, project.id)
        await projects.delete(project.id, tx)
        await deleteOrphanBlobs(tx, hashes)
        return keys
      })
      if (deps.fileStorage) await deleteFileObjects(deps.fileStorage, fileKeys)
    },
  }
}
