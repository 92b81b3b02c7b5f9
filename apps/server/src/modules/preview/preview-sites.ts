import { createInvalidatedCache } from '../../lib/invalidated-cache'
import type { ArtifactsReader } from './artifacts.repo'
import type { PreviewSiteName } from './preview-url'
import { NAME_TTL_MS } from './served-files'

/** What one preview origin serves: a built version of a project. */
export type PreviewSite = {
  kind: 'version' | 'published' | 'share'
  projectId: string
  taskId: string
  /** A published app with records and end users of its own (not the previews'). */
  ownData?: boolean
}

/** Where published apps and share links are found (their modules' repositories). */
export type SiteLookups = {
  /** The version a published address (its slug) serves, if published. */
  published: (
    slug: string
  ) => Promise<
    { projectId: string; taskId: string; dataSpace: string } | undefined
  >
  /** The published address (its slug) of a project, if it is published. */
  publishedSlug: (projectId: string) => Promise<string | undefined>
  /** The version an active link shares, if any. */
  activeShare: (
    shareId: string
  ) => Promise<{ projectId: string; taskId: string } | undefined>
}

/**
 * Looks up, on every request, what an origin's label names. A share answers
 * only while its link is active and an unpublished app not at all, so
 * revoking or unpublishing ends access at once.
 */
export function createSiteResolver(
  artifacts: ArtifactsReader,
  lookups: SiteLookups
) {
  // A built version's project never changes; only deleting the project
  // removes it (see NAME_TTL_MS).
  const projects = createInvalidatedCache<string | undefined>({
    maxEntries: 20_000,
    ttlMs: NAME_TTL_MS,
  })
  const projectOf = (taskId: string) =>
    projects.load(
      taskId,
      () => artifacts.projectOf(taskId),
      (found) => found !== undefined
    )

  async function built(
    kind: PreviewSite['kind'],
    projectId: string,
    taskId: string,
    extra: Pick<PreviewSite, 'ownData'> = {}
  ): Promise<PreviewSite | undefined> {
    return (await projectOf(taskId)) === projectId
      ? { kind, projectId, taskId, ...extra }
      : undefined
  }

  return async (
    name: Exclude<PreviewSiteName, { kind: 'legacy' }>
  ): Promise<PreviewSite | undefined> => {
    if (name.kind === 'version') {
      const projectId = await projectOf(name.taskId)
      return projectId
        ? { kind: 'version', projectId, taskId: name.taskId }
        : undefined
    }
    if (name.kind === 'published') {
      const app = await lookups.published(name.slug)
      return (
        app &&
        built('published', app.projectId, app.taskId, {
          ownData: app.dataSpace === 'own',
        })
      )
    }
    const link = await lookups.activeShare(name.shareId)
    return link && built('share', link.projectId, link.taskId)
  }
}
