import type { Publication, PublishReview } from '@kiln/contract/publish'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AppDataSpaces } from '../app-data'
import type { BuildTasksService } from '../build-tasks'
import { publishedUrl, type PreviewEnv } from '../preview'
import type { ProjectsService } from '../projects'
import { reviewFindings } from './publish-review'
import { createPublishedAppsRepo } from './published-apps.repo'

/** The owner publishes a version of a project at its stable URL, or unpublishes. */
export function createPublishingService(deps: {
  db: Database
  projects: Pick<ProjectsService, 'requireOwned'>
  buildTasks: Pick<BuildTasksService, 'versionOfProject'>
  appData: AppDataSpaces
  /** The project's public variables (built into its app). */
  envValues: (projectId: string) => Promise<Record<string, string>>
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

  async function finishedVersion(projectId: string, taskId: string) {
    const task = await deps.buildTasks.versionOfProject(projectId, taskId)
    if (task.status !== 'COMPLETED') {
      throw new AppError('CONFLICT', {
        message: 'Only a finished version can be published.',
      })
    }
    return task
  }

  return {
    async get(userId: string, projectId: string) {
      await projects.requireOwned(userId, projectId)
      return view(projectId)
    },

    /** What publishing `taskId` would expose, with one-click fixes. */
    async review(
      userId: string,
      projectId: string,
      taskId: string
    ): Promise<PublishReview> {
      await projects.requireOwned(userId, projectId)
      const task = await finishedVersion(projectId, taskId)
      const [collections, env, previewData, current] = await Promise.all([
        deps.appData.collections(projectId, task.id),
        deps.envValues(projectId),
        deps.appData.previewData(projectId),
        published.find(projectId),
      ])
      const counts = {
        records: previewData.records,
        endUsers: previewData.endUsers,
      }
      return {
        findings: reviewFindings({
          collections,
          env,
          previewData: counts,
          publishedData: current?.app.dataSpace ?? null,
        }),
        previewData: counts,
      }
    },

    /**
     * Publishes a version. The app has data of its own (empty at first),
     * or, with `copyData`, a copy of the previews' replacing it.
     */
    async publish(
      userId: string,
      projectId: string,
      taskId: string,
      options: { copyData?: boolean } = {}
    ) {
      await projects.requireOwned(userId, projectId)
      const task = await finishedVersion(projectId, taskId)
      await deps.db.transaction(async (tx) => {
        await published.upsert(
          {
            projectId,
            taskId: task.id,
            publishedBy: userId,
            dataSpace: 'own',
          },
          deps.now(),
          tx
        )
        if (options.copyData)
          await deps.appData.copyPreviewToLive(projectId, tx)
      })
      return view(projectId)
    },

    async unpublish(userId: string, projectId: string) {
      await projects.requireOwned(userId, projectId)
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
