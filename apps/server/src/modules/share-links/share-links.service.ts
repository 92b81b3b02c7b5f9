import {
  SHARE_LINK_INVALID_MESSAGE,
  type CreateShareLinkResponse,
  type SharedVersion,
  type ShareLink,
} from '@kiln/contract/share'
import type { Database } from '../../db/database'
import type { ShareLinkRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { BuildTasksService } from '../build-tasks'
import { shareUrl, type PreviewEnv } from '../preview'
import type { ProjectsService } from '../projects'
import type { WorkspaceAction } from '../workspaces'
import { createShareLinksRepo } from './share-links.repo'
import { hashShareToken, newShareToken, tokenHint } from './share-token'

type Deps = {
  db: Database
  buildTasks: Pick<
    BuildTasksService,
    'cloneVersion' | 'versionOfProject' | 'filesOf'
  >
  projects: Pick<ProjectsService, 'requireAccess' | 'findById'>
  env: PreviewEnv
  publicUrl: string
  now: () => Date
}

const invalidLink = () =>
  new AppError('NOT_FOUND', { message: SHARE_LINK_INVALID_MESSAGE })

const toShareLink = (row: ShareLinkRow, versionNumber: number): ShareLink => ({
  id: row.id,
  projectId: row.projectId,
  taskId: row.taskId,
  versionNumber,
  hint: row.hint,
  createdAt: row.createdAt.toISOString(),
})

/** Editors create and revoke links, members list them; any signed-in user reads and clones. */
export function createShareLinksService(deps: Deps) {
  const { db } = deps
  const links = createShareLinksRepo(db)
  const { projects } = deps
  const memberProject = (
    userId: string,
    projectId: string,
    action: WorkspaceAction
  ) => projects.requireAccess(userId, projectId, action)

  async function resolve(token: string) {
    const row = await links.findActiveByHash(hashShareToken(token))
    if (!row || row.task.status !== 'COMPLETED') throw invalidLink()
    const project = await projects.findById(row.link.projectId)
    if (!project) throw invalidLink()
    return { ...row, project }
  }

  return {
    async create(
      userId: string,
      projectId: string,
      taskId: string
    ): Promise<CreateShareLinkResponse> {
      await memberProject(userId, projectId, 'edit')
      const task = await deps.buildTasks.versionOfProject(projectId, taskId)
      if (task.status !== 'COMPLETED') {
        throw new AppError('CONFLICT', {
          message: 'Only a finished version can be shared.',
        })
      }
      const token = newShareToken()
      const row = await links.insert({
        tokenHash: hashShareToken(token),
        hint: tokenHint(token),
        projectId,
        taskId,
        createdBy: userId,
      })
      return {
        ...toShareLink(row, task.versionNumber),
        link: token,
        url: `${deps.publicUrl}/share?link=${token}`,
      }
    },

    async list(userId: string, projectId: string) {
      await memberProject(userId, projectId, 'read')
      const rows = await links.listActive(projectId)
      return { links: rows.map((r) => toShareLink(r.link, r.versionNumber)) }
    },

    async revoke(userId: string, projectId: string, id: string) {
      await memberProject(userId, projectId, 'edit')
      const row = await links.revoke(projectId, id, deps.now())
      if (!row) {
        throw new AppError('NOT_FOUND', { message: 'Share link not found.' })
      }
      return { success: true as const }
    },

    async read(token: string): Promise<SharedVersion> {
      const { link, task, project } = await resolve(token)
      const files = await deps.buildTasks.filesOf(task.id)
      return {
        name: project.name,
        prompt: task.prompt,
        versionNumber: task.versionNumber,
        // The share's own origin, which answers only while the link is active.
        previewUrl: task.previewUrl ? shareUrl(deps.env, link.id) : null,
        createdAt: task.createdAt.toISOString(),
        files: Object.entries(files).map(([path, content]) => ({
          path,
          content,
        })),
      }
    },

    async clone(userId: string, token: string) {
      const { task, project } = await resolve(token)
      return deps.buildTasks.cloneVersion(userId, task, project.name)
    },
  }
}

/** What the preview origin serves of share links: an active link's version. */
export function createActiveShares(db: Database) {
  const links = createShareLinksRepo(db)
  return {
    activeVersion: (shareId: string) => links.findActiveVersion(shareId),
  }
}
