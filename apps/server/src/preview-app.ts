import { randomUUID } from 'node:crypto'
import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Env } from './config/env'
import type { DatabaseHandle } from './db/database'
import { fromRepoRoot } from './lib/paths'
import { trustProxyOption } from './lib/trusted-proxies'
import { safeLogger } from './log-safety'
import { apiProxyRoutes, createApiProxy } from './modules/apis'
import {
  appDataHost,
  appDataLimits,
  createProjectRateLimit,
  visitorKey,
  type AppDataLimits,
  type FileStorage,
} from './modules/app-data'
import type { PasswordHashingParams } from './modules/auth'
import { depBundlesRoutes } from './modules/dep-bundles'
import { outboundPlugin, type OutboundOverrides } from './modules/outbound'
import {
  createArtifactsReader,
  noServiceWorkersPlugin,
  previewHeadersPlugin,
  previewHostPlugin,
  versionRoutes,
} from './modules/preview'
import { previewHealthPlugin } from './modules/preview-health'
import { createPublishedSites } from './modules/publishing'
import { createActiveShares } from './modules/share-links'
import { loadVaultKeys, vaultPlugin, type VaultKeyring } from './modules/vault'
import { configPlugin } from './plugins/config'
import { capConnections, connectionOptions } from './plugins/connection-limits'
import { databasePlugin } from './plugins/database'
import { errorHandlerPlugin, sendError } from './plugins/error-handler'
import { rejectNulPlugin } from './plugins/reject-nul'

export type PreviewDeps = {
  env: Env
  database: DatabaseHandle
  logger?: FastifyServerOptions['logger']
  now?: () => Date
  passwordHashing?: PasswordHashingParams
  /** Tests lower the data API's limits and quotas. */
  appDataLimits?: Partial<AppDataLimits>
  /** Tests use a local S3-compatible server; default from APP_FILES_S3_URL. */
  appFileStorage?: FileStorage
  /** Vault keys (the API's): custom APIs' credentials are opened here. */
  vaultKeys?: VaultKeyring
  /** Tests inject a resolver or trusted addresses into the outbound guard. */
  outbound?: OutboundOverrides
}

/**
 * The preview host (PREVIEW_PORT): generated apps and their data API, one
 * origin per project. Its own Fastify instance, so nothing of the Kiln API
 * (tokens, cookies, routes) is reachable from a generated app's origin.
 */
export async function buildPreviewApp(deps: PreviewDeps) {
  const app = Fastify({
    logger: safeLogger(deps.logger),
    ...connectionOptions,
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(deps.env.trustProxy),
    bodyLimit: 512 * 1024,
  }).withTypeProvider<ZodTypeProvider>()
  capConnections(app, deps.env.connectionCaps)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const now = deps.now ?? (() => new Date())
  await app.register(configPlugin, { env: deps.env, now })
  await app.register(databasePlugin, { database: deps.database })
  await app.register(errorHandlerPlugin)
  await app.register(outboundPlugin, { overrides: deps.outbound })
  await app.register(vaultPlugin, {
    keyring:
      deps.vaultKeys ??
      (await loadVaultKeys({
        spec: deps.env.vaultKeys,
        activeKeyId: deps.env.vaultActiveKeyId,
        keysDir: path.join(fromRepoRoot(deps.env.dataDir), 'keys'),
      })),
  })
  await app.register(rejectNulPlugin)
  await app.register(previewHeadersPlugin)
  // `reply.compress` for the app's files and dependency layers (brotli or
  // gzip, as the browser accepts); nothing else is compressed, and request
  // bodies are never inflated.
  await app.register(fastifyCompress, { global: false })
  await app.register(previewHealthPlugin)
  await app.register(noServiceWorkersPlugin)

  const db = deps.database.db
  const artifacts = createArtifactsReader(db)
  const published = createPublishedSites(db)
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
  await app.register(depBundlesRoutes)
  await app.register(appDataHost, {
    prefix: '/data',
    passwordHashing: deps.passwordHashing,
    limits: deps.appDataLimits,
    fileStorage: deps.appFileStorage,
    versionOf: (request) => request.previewSite.taskId,
    siteIsLive: (request) => request.previewSiteIsLive(),
  })
  const limits = appDataLimits(deps.appDataLimits)
  const proxyRate = createProjectRateLimit({
    db,
    now,
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
