import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { createNotifyBus } from '../../db/notify-bus'
import {
  createPasswordHasher,
  createRateLimiter,
  type PasswordHashingParams,
} from '../auth'
import { createProjectCode, type VersionFiles } from './code-rules/project-code'
import { createActorOf } from './end-users/actor'
import { endUserAuthRoutes } from './end-users/end-user-auth.routes'
import { createEndUsersRepo } from './end-users/end-users.repo'
import { createEndUsersService } from './end-users/end-users.service'
import { createFileStorage, type FileStorage } from './files/file-storage'
import { createFilesRepo } from './files/files.repo'
import { filesRoutes } from './files/files.routes'
import { createFilesService } from './files/files.service'
import { createLiveHub } from './live/live-hub'
import { liveRoutes } from './live/live.routes'
import {
  appDataLimits,
  createProjectRateLimit,
  createQuotas,
  visitorKey,
  type AppDataLimits,
} from './quotas/app-limits'
import { createUsageRepo } from './quotas/usage.repo'
import { appDataRoutes } from './records/app-data.routes'
import { createAppDataService } from './records/app-data.service'
import { createEntitiesRepo } from './records/entities.repo'
import { createRecordsRepo } from './records/records.repo'

export type AppDataHostOptions = {
  passwordHashing?: PasswordHashingParams
  /** Tests lower the limits. */
  limits?: Partial<AppDataLimits>
  /** The version whose page calls, when the host can tell (its rules apply too). */
  versionOf?: (request: FastifyRequest) => string | undefined
  /** Whether the request's origin still serves what it did (open live streams ask). */
  siteIsLive?: (request: FastifyRequest) => Promise<boolean>
  /** Whose records and end users a request reaches (`Actor.dataKey`); default its project's. */
  dataKeyOf?: (request: FastifyRequest) => string
  /** Where uploaded files go; default from APP_FILES_S3_URL (unset: the database). */
  fileStorage?: FileStorage
  /** The versions' code, for the rules written in it. */
  versionFiles: VersionFiles
}

const isRead = (request: FastifyRequest) =>
  request.method === 'GET' ||
  request.method === 'HEAD' ||
  request.url.startsWith('/data/registry/')

/**
 * The backend of generated apps under /data on the preview host: registry,
 * records, end-user accounts, with per-project rate limits (counted in the
 * database) in front of every call. Needs `previewProjectId` set by the host.
 */
export const appDataHost: FastifyPluginAsync<AppDataHostOptions> = async (
  app,
  options
) => {
  const db = app.db
  const now = app.now
  const limits = appDataLimits(options.limits)
  const quotas = createQuotas({ usage: createUsageRepo(db), limits })
  const rateLimit = createProjectRateLimit({
    db,
    now,
    limits,
  })
  app.addHook('onClose', () => rateLimit.flush())
  const endUsers = createEndUsersService({
    endUsersRepo: createEndUsersRepo(db),
    passwords: createPasswordHasher(options.passwordHashing),
    quotas,
    now,
  })
  const code = createProjectCode(options.versionFiles, app.dbListen)
  app.addHook('onClose', () => code.close())
  const entitiesRepo = createEntitiesRepo(db)
  const recordsRepo = createRecordsRepo(db)
  const live = createLiveHub({
    bus: createNotifyBus({ db, mode: app.dbMode }, 'kiln_app_records'),
    maxPerProject: limits.liveStreamsPerProject,
    maxPerVisitor: limits.liveStreamsPerVisitor,
    readRecord: (change) => recordsRepo.find(change, change.id),
  })
  app.addHook('onClose', () => live.close())
  const data = createAppDataService({
    db,
    entitiesRepo,
    recordsRepo,
    quotas,
    code,
    now,
    limits,
    onChange: live.publish,
  })
  const dataKeyOf =
    options.dataKeyOf ?? ((request: FastifyRequest) => request.previewProjectId)
  const actorOf = createActorOf(endUsers, dataKeyOf, options.versionOf)
  const files = createFilesService({
    db,
    filesRepo: createFilesRepo(db),
    entitiesRepo,
    storage: options.fileStorage ?? createFileStorage(app.config.appFilesS3Url),
    quotas,
    rulesFor: data.rulesFor,
    limits,
  })

  app.addHook('onRequest', async (request) => {
    // The visitor's share first: one visitor cannot use up the app's budget.
    await rateLimit.visitorThenApp(
      request.previewProjectId,
      isRead(request) ? 'read' : 'write',
      visitorKey(request.ip)
    )
  })
  await app.register(appDataRoutes, { data, actorOf })
  await app.register(liveRoutes, {
    prefix: '/live/v1',
    data,
    actorOf,
    hub: live,
    visitorOf: (request) => visitorKey(request.ip),
    siteIsLive: options.siteIsLive ?? (async () => true),
  })
  await app.register(filesRoutes, {
    prefix: '/files/v1',
    files,
    actorOf,
    maxBytes: limits.fileBytes,
  })
  await app.register(endUserAuthRoutes, {
    prefix: '/auth/v1',
    endUsers,
    limiter: createRateLimiter(),
    dataKeyOf,
  })
}
