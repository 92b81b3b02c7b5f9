import type { Project } from '@kiln/contract/projects'
import type { Database, DbOrTx } from '../../db/database'
import type { ProjectRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuditRecord } from '../audit'
import { projectOwnership, type ProjectAccess } from './project-ownership'
import type { ProjectRemoval } from './project-removal'
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

/**
 * Rename (editors) and delete (admins); both 404 for a project outside the
 * caller's workspaces, 403 for a role that may not.
 */
export function createProjectsService(deps: {
  db: Database
  /** The workspaces' role check. */
  access: ProjectAccess
  /** What other modules remove with a project (builds, app data, artifacts). */
  removals: ProjectRemoval[]
  /** The workspace's audit log (a member's delete). */
  audit: AuditRecord
}) {
  const projects = createProjectsRepo(deps.db)
  const { requireAccess, may, newProjectWorkspace } = projectOwnership(
    deps.db,
    deps.access
  )

  return {
    /** The projects the user created (account export and deletion). */
    listOwned: (userId: string) => projects.listOwned(userId),

    /** Account deletion: a project the leaving user made in a shared workspace goes to `userId`. */
    handOver: (projectId: string, userId: string) =>
      projects.setCreator(projectId, userId),

    may,
    requireAccess,
    newProjectWorkspace,
    /** The workspace whose projects the user's list shows. */
    currentWorkspaceId: (userId: string) => deps.access.currentId(userId),

    /** Project rows as builds change them, within build-tasks' transactions. */
    versionRows: {
      countOwned: projects.countOwned,
      insert: projects.insert,
      setHead: projects.setHead,
      nameIfUnnamed: projects.nameIfUnnamed,
    },

    /** A project by id, whoever owns it (a share link names it). */
    /** The ids of a workspace's projects. */
    idsIn: async (workspaceId: string) =>
      (await projects.listInWorkspace(workspaceId)).map((row) => row.id),
    findById: (projectId: string, tx?: DbOrTx) =>
      projects.findById(projectId, tx),

    async rename(userId: string, projectId: string, name: string) {
      const project = await requireAccess(userId, projectId, 'edit')
      const row = await projects.rename(project.id, name)
      if (!row) throw notFound()
      return toProject(row)
    },

    /** Removes the project with its versions, files, thread, events, jobs and app data. */
    remove: (userId: string, projectId: string) =>
      removeProject(async (tx) => {
        const project = await requireAccess(
          userId,
          projectId,
          'deleteProject',
          {
            tx,
            lock: true,
          }
        )
        await deps.audit(
          {
            workspaceId: project.workspaceId,
            actorId: userId,
            action: 'project.deleted',
            target: { type: 'project', id: project.id, name: project.name },
          },
          tx
        )
        return project
      }),

    /** Removes every project of a workspace its owner deletes (the workspaces service decided). */
    async removeAllIn(workspaceId: string) {
      for (const { id } of await projects.listInWorkspace(workspaceId)) {
        await removeProject(async (tx) => {
          const row = await projects.findById(id, tx, true)
          if (!row) throw notFound()
          return row
        }).catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'NOT_FOUND'))
            throw error
        })
      }
    },
  }

  /** Removes the project `find` locks (and checks) in the transaction, with what other modules remove. */
  async function removeProject(find: (tx: DbOrTx) => Promise<ProjectRow>) {
    const later = await deps.db.transaction(async (tx) => {
      const project = await find(tx)
      const steps = []
      for (const remove of deps.removals) {
        steps.push((await remove(tx, project.id)) ?? {})
      }
      await projects.delete(project.id, tx)
      for (const step of steps) await step.afterDelete?.()
      return steps
    })
    for (const step of later) await step.afterCommit?.()
  }
}

export type ProjectsService = ReturnType<typeof createProjectsService>
/** What builds use of projects: the access check and the rows they change. */
export type BuildProjects = Pick<
  ProjectsService,
  'requireAccess' | 'versionRows' | 'newProjectWorkspace' | 'currentWorkspaceId'
>
