import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Env } from '../../config/env'
import type { DatabaseHandle } from '../../db/database'
import { safeLogger } from '../../log-safety'
import { configPlugin } from '../../plugins/config'
import {
  capConnections,
  connectionOptions,
} from '../../plugins/connection-limits'
import { databasePlugin } from '../../plugins/database'
import { errorHandlerPlugin, sendError } from '../../plugins/error-handler'
import { rejectNulPlugin } from '../../plugins/reject-nul'
import { appDataHost } from '../app-data/app-data-host'
import type { AppDataLimits } from '../app-data/app-limits'
import type { FileStorage } from '../app-data/file-storage'
import type { PasswordHashingParams } from '../auth/passwords'
import { depBundlesRoutes } from '../dep-bundles/dep-bundles.routes'
import { previewHealthPlugin } from '../preview-health/preview-health.plugin'
import { createArtifactsReader } from './artifacts.repo'
import { noServiceWorkersPlugin } from './no-service-workers'
import { previewHeadersPlugin } from './preview-headers'
import { previewHostPlugin } from './preview-host'
import { versionRoutes } from './version.routes'

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
    trustProxy: deps.env.trustProxy,
    bodyLimit: 512 * 1024,
  }).withTypeProvider<ZodTypeProvider>()
  capConnections(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const now = deps.now ?? (() => new Date())
  await app.register(configPlugin, { env: deps.env, now })
  await app.register(databasePlugin, { database: deps.database })
  await app.register(errorHandlerPlugin)
  await app.register(rejectNulPlugin)
  await app.register(previewHeadersPlugin)
  await app.register(previewHealthPlugin)
  await app.register(noServiceWorkersPlugin)

  const db = deps.database.db
  const artifacts = createArtifactsReader(db)
  await app.register(previewHostPlugin, { artifacts })

  await app.register(versionRoutes, { artifacts })
  await app.register(depBundlesRoutes)
  await app.register(appDataHost, {
    prefix: '/data',
    passwordHashing: deps.passwordHashing,
    limits: deps.appDataLimits,
    fileStorage: deps.appFileStorage,
    versionOf: (request) => request.previewSite.taskId,
  })

  app.setNotFoundHandler((_request, reply) =>
    sendError(reply, 404, { code: 'NOT_FOUND', message: 'Not found.' })
  )
  return app
}

export type PreviewApp = Awaited<ReturnType<typeof buildPreviewApp>>
