import { apiProxyRoutes, createApiProxy } from './modules/apis'
import {
  appDataHost,
  appDataLimits,
  createProjectRateLimit,
  liveDataKey,
  visitorKey,
  type AppDataLimits,
  type FileStorage,
} from './modules/app-data'
import type { PasswordHashingParams } from './modules/auth'
import { createTaskFilesService } from './modules/build-tasks'
import {
  createDepBundlesService,
  depBundlesRoutes,
} from './modules/dep-bundles'
import {
  createArtifactsService,
  noServiceWorkersPlugin,
  previewHeadersPlugin,
  previewHostPlugin,
  versionRoutes,
} from './modules/preview'
import { previewHealthPlugin } from './modules/preview-health'
import { createPublishedSites } from './modules/publishing'
import { createActiveShares } from './modules/share-links'
import {
  buildInfrastructure,
  type InfrastructureDeps,
} from './plugins/infrastructure/build-infrastructure'
import { sendError } from './plugins/infrastructure/error-handler'
import { previewMetricsPlugin } from './plugins/infrastructure/metrics'

export type PreviewDeps = InfrastructureDeps & {
  passwordHashing?: PasswordHashingParams
  /** Tests lower the data API's limits and quotas. */
  appDataLimits?: Partial<AppDataLimits>
  /** Tests use a local S3-compatible server; default from APP_FILES_S3_URL. */
  appFileStorage?: FileStorage
}

/**
 * The preview host (PREVIEW_PORT): generated apps and their data API, one
 * origin per project. Its own Fastify instance, so nothing of the Kiln API
 * (tokens, cookies, routes) is reachable from a generated app's origin.
 */
export async function buildPreviewApp(deps: PreviewDeps) {
  const app = await buildInfrastructure(deps, { bodyLimit: 512 * 1024 })
  await app.register(previewMetricsPlugin, {
    siteOf: (request) => request.previewSite?.kind,
  })
  await app.register(previewHeadersPlugin)
  await app.register(previewHealthPlugin)
  await app.register(noServiceWorkersPlugin)

  const db = deps.database.db
  const dataLimits = { ...deps.env.appDataReads, ...deps.appDataLimits }
  const artifacts = createArtifactsService({ db })
  const published = await createPublishedSites(db, deps.database.listen)
  app.addHook('onClose', () => published.close())
  const shares = createActiveShares(db)
  await app.register(previewHostPlugin, {
    artifacts,
    sites: {
      published: published.bySlug,
      publishedSlug: published.slugOf,
      activeShare: shares.activeVersion,
    },
  })

  await app.register(versionRoutes, { artifacts })
  await app.register(depBundlesRoutes, {
    depBundles: createDepBundlesService({ db }),
  })
  await app.register(appDataHost, {
    prefix: '/data',
    passwordHashing: deps.passwordHashing,
    limits: dataLimits,
    fileStorage: deps.appFileStorage,
    versionOf: (request) => request.previewSite.taskId,
    dataKeyOf: (request) =>
      request.previewSite.ownData
        ? liveDataKey(request.previewProjectId)
        : request.previewProjectId,
    siteIsLive: (request) => request.previewSiteIsLive(),
    versionFiles: {
      headTaskId: artifacts.headTaskId,
      filesOf: createTaskFilesService({ db }).filesOf,
    },
  })
  const limits = appDataLimits(dataLimits)
  const proxyRate = createProjectRateLimit({
    db,
    now: app.now,
    limits,
  })
  await app.register(apiProxyRoutes, {
    prefix: '/data/apis/v1',
    proxy: createApiProxy({
      db,
      vault: app.vault,
      fetch: app.outbound.fetch,
    }),
    rateLimit: async (request) => {
      const projectId = request.previewProjectId
      await proxyRate(projectId, 'visitor-api', visitorKey(request.ip))
      await proxyRate(projectId, 'api')
    },
    mayCallApis: (request) => request.previewSite.kind !== 'share',
  })

  app.setNotFoundHandler((_request, reply) =>
    sendError(reply, 404, { code: 'NOT_FOUND', message: 'Not found.' })
  )
  return app
}

export type PreviewApp = Awaited<ReturnType<typeof buildPreviewApp>>
