import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Env } from '../../config/env'
import type { DatabaseHandle } from '../../db/database'
import { configPlugin } from '../../plugins/config'
import { databasePlugin } from '../../plugins/database'
import { errorHandlerPlugin, sendError } from '../../plugins/error-handler'
import { rejectNulPlugin } from '../../plugins/reject-nul'
import { appDataRoutes } from '../app-data/app-data.routes'
import {
  createAppDataService,
  type AppDataLimits,
} from '../app-data/app-data.service'
import { endUserAuthRoutes } from '../app-data/end-user-auth.routes'
import { createEndUsersRepo } from '../app-data/end-users.repo'
import { createEndUsersService } from '../app-data/end-users.service'
import { createEntitiesRepo } from '../app-data/entities.repo'
import { createRecordsRepo } from '../app-data/records.repo'
import {
  createPasswordHasher,
  type PasswordHashingParams,
} from '../auth/passwords'
import { createRateLimiter } from '../auth/rate-limiter'
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
  /** Tests lower the record and entity limits. */
  appDataLimits?: AppDataLimits
}

/**
 * The preview host (PREVIEW_PORT): generated apps and their data API, one
 * origin per project. Its own Fastify instance, so nothing of the Kiln API
 * (tokens, cookies, routes) is reachable from a generated app's origin.
 */
export async function buildPreviewApp(deps: PreviewDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: () => randomUUID(),
    trustProxy: deps.env.trustProxy,
    bodyLimit: 512 * 1024,
  }).withTypeProvider<ZodTypeProvider>()
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

  const endUsers = createEndUsersService({
    endUsersRepo: createEndUsersRepo(db),
    passwords: createPasswordHasher(deps.passwordHashing),
    now,
  })
  const data = createAppDataService({
    entitiesRepo: createEntitiesRepo(db),
    recordsRepo: createRecordsRepo(db),
    now,
    limits: deps.appDataLimits,
  })
  await app.register(versionRoutes, { artifacts })
  await app.register(appDataRoutes, { prefix: '/data', data, endUsers })
  await app.register(endUserAuthRoutes, {
    prefix: '/data/auth/v1',
    endUsers,
    limiter: createRateLimiter(),
  })

  app.setNotFoundHandler((_request, reply) =>
    sendError(reply, 404, { code: 'NOT_FOUND', message: 'Not found.' })
  )
  return app
}

export type PreviewApp = Awaited<ReturnType<typeof buildPreviewApp>>
