import type { Database } from '../../db/database'
import { createPublishedAppsRepo } from '../publishing/published-apps.repo'
import { createShareLinksRepo } from '../share-links/share-links.repo'
import type { ArtifactsReader } from './artifacts.repo'
import type { PreviewSiteName } from './preview-url'

/** What one preview origin serves: a built version of a project. */
export type PreviewSite = {
  kind: 'version' | 'published' | 'share'
  projectId: string
  taskId: string
}

/**
 * Looks up, on every request, what an origin's label names. A share answers
 * only while its link is active and an unpublished app not at all, so
 * revoking or unpublishing ends access at once.
 */
export function createSiteResolver(db: Database, artifacts: ArtifactsReader) {
  const shares = createShareLinksRepo(db)
  const published = createPublishedAppsRepo(db)

  async function built(
    kind: PreviewSite['kind'],
    projectId: string,
    taskId: string
  ): Promise<PreviewSite | undefined> {
    return (await artifacts.projectOf(taskId)) === projectId
      ? { kind, projectId, taskId }
      : undefined
  }

  return async (
    name: Exclude<PreviewSiteName, { kind: 'legacy' }>
  ): Promise<PreviewSite | undefined> => {
    if (name.kind === 'version') {
      const projectId = await artifacts.projectOf(name.taskId)
      return projectId
        ? { kind: 'version', projectId, taskId: name.taskId }
        : undefined
    }
    if (name.kind === 'published') {
      const row = await published.find(name.projectId)
      return row && built('published', name.projectId, row.app.taskId)
    }
    const link = await shares.findActiveVersion(name.shareId)
    return link && built('share', link.projectId, link.taskId)
  }
}
