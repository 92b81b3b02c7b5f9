import type { Publication, PublishReview } from '@kiln/contract/publish'
import type { Database, ListenFn } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { createInvalidatedCache } from '../../lib/invalidated-cache'
import type { AppDataSpaces } from '../app-data'
import type { AuditRecord } from '../audit'
import type { BuildTasksService } from '../build-tasks'
import { publishedUrl, type PreviewEnv } from '../preview'
import type { ProjectsService } from '../projects'
import { reviewFindings } from './publish-review'
import { createPublishedAppsRepo } from './published-apps.repo'

/** Admins publish a version of a project at its stable URL, or unpublish. */
export function createPublishingService(deps: {
  db: Database
  projects: Pick<ProjectsService, 'requireAccess'>
  buildTasks: Pick<BuildTasksService, 'versionOfProject'>
  appData: AppDataSpaces
  /** The project's public variables (built into its app). */
  envValues: (projectId: string) => Promise<Record<string, string>>
  env: PreviewEnv
  now: () => Date
  /** The workspace's audit log. */
  audit: AuditRecord
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
      await projects.requireAccess(userId, projectId, 'read')
      return view(projectId)
    },

    /** What publishing `taskId` would expose, with one-click fixes. */
    async review(
      userId: string,
      projectId: string,
      taskId: string
    ): Promise<PublishReview> {
      await projects.requireAccess(userId, projectId, 'publish')
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
      const project = await projects.requireAccess(userId, projectId, 'publish')
      const task = await finishedVersion(projectId, taskId)
      const row = await deps.db.transaction(async (tx) => {
        const row = await published.upsert(
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
        await deps.audit(
          {
            workspaceId: project.workspaceId,
            actorId: userId,
            action: 'project.published',
            target: { type: 'project', id: projectId, name: project.name },
            details: {
              version: String(task.versionNumber),
              ...(options.copyData ? { data: 'copied from the preview' } : {}),
            },
          },
          tx
        )
        return row
      })
      forgetHere(row.slug)
      return view(projectId)
    },

    async unpublish(userId: string, projectId: string) {
      const project = await projects.requireAccess(userId, projectId, 'publish')
      const slug = await deps.db.transaction(async (tx) => {
        const removed = await published.remove(projectId, tx)
        if (removed) {
          await deps.audit(
            {
              workspaceId: project.workspaceId,
              actorId: userId,
              action: 'project.unpublished',
              target: { type: 'project', id: projectId, name: project.name },
            },
            tx
          )
        }
        return removed
      })
      if (slug) forgetHere(slug)
      return { published: null }
    },
  }
}

/** Sent by a trigger on `published_apps` with the slug that changed. */
const CHANGED_CHANNEL = 'kiln_published_app'

/**
 * The published-site caches of this process. A publish or unpublish
 * answered here forgets its slug in them before it is answered (on
 * PostgreSQL the notification comes a moment after the commit), so the
 * owner's next request sees the change; other processes see it when the
 * notification arrives.
 */
const sitesHere = new Set<(slug: string) => void>()
const forgetHere = (slug: string) => {
  for (const forget of sitesHere) forget(slug)
}

/**
 * What the preview origin serves of published apps: by slug, and a
 * project's slug. What a slug serves is read once and kept until the
 * database says that slug changed (republished, unpublished, its project
 * deleted; in every process, through LISTEN/NOTIFY), so a published app's
 * requests need no lookup of their address.
 */
export async function createPublishedSites(db: Database, listen: ListenFn) {
  const published = createPublishedAppsRepo(db)
  const cache = createInvalidatedCache<PublishedSite | undefined>({
    maxEntries: 10_000,
    ttlMs: 5 * 60_000,
  })
  const unlisten = await listen(
    CHANGED_CHANNEL,
    (slug) => cache.forget(slug),
    () => cache.clear()
  )
  const forget = (slug: string) => cache.forget(slug)
  sitesHere.add(forget)
  return {
    bySlug: (slug: string) =>
      cache.load(
        slug,
        () => published.findBySlug(slug),
        (found) => found !== undefined
      ),
    slugOf: async (projectId: string) =>
      (await published.find(projectId))?.app.slug,
    close: async () => {
      sitesHere.delete(forget)
      await unlisten()
    },
  }
}

type PublishedSite = { projectId: string; taskId: string; dataSpace: string }
