import type { Publication } from '@kiln/contract/publish'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { BuildTasksService } from '../build-tasks'
import { publishedUrl, type PreviewEnv } from '../preview'
import type { ProjectsService } from '../projects'
import { createPublishedAppsRepo } from './published-apps.repo'

/** Admins publish a version of a project at its stable URL, or unpublish. */
export function createPublishingService(deps: {
  db: Database
  projects: Pick<ProjectsService, 'requireAccess'>
  buildTasks: Pick<BuildTasksService, 'versionOfProject'>
  env: PreviewEnv
  now: () => Date
}) {
  const { projects } = deps
  const published = createPublishedAppsRepo(deps.db)

  async function view(projectId: string): Promise<Publication> {
    const row = await published.find(projectId)
    if (!row) return { published: null }
    return {
      published: {
        taskId: row.app.taskId,
        versionNumber: row.versionNumber,
        url: publishedUrl(deps.env, row.app.slug),
        publishedAt: row.app.publishedAt.toISOString(),
      },
    }
  }

  return {
    async get(userId: string, projectId: string) {
      await projects.requireAccess(userId, projectId, 'read')
      return view(projectId)
    },

    async publish(userId: string, projectId: string, taskId: string) {
      await projects.requireAccess(userId, projectId, 'publish')
      const task = await deps.buildTasks.versionOfProject(projectId, taskId)
      if (task.status !== 'COMPLETED') {
        throw new AppError('CONFLICT', {
          message: 'Only a finished version can be published.',
        })
      }
      await published.upsert(
        { projectId, taskId: task.id, publishedBy: userId },
        deps.now()
      )
      return view(projectId)
    },

    async unpublish(userId: string, projectId: string) {
      await projects.requireAccess(userId, projectId, 'publish')
      await published.remove(projectId)
      return { published: null }
    },
  }
}

/** What the preview origin serves of published apps: by slug, and a project's slug. */
export function createPublishedSites(db: Database) {
  const published = createPublishedAppsRepo(db)
  return {
    bySlug: (slug: string) => published.findBySlug(slug),
    slugOf: async (projectId: string) =>
      (await published.find(projectId))?.app.slug,
  }
}
