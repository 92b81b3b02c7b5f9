import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  createPasswordHasher,
  type PasswordHashingParams,
} from '../auth/passwords'
import { createRateLimiter } from '../auth/rate-limiter'
import { createActorOf } from './actor'
import { appDataRoutes } from './app-data.routes'
import { createAppDataService } from './app-data.service'
import {
  appDataLimits,
  createProjectRateLimit,
  createQuotas,
  type AppDataLimits,
} from './app-limits'
import { loadTypeScript } from './code-rules'
import { endUserAuthRoutes } from './end-user-auth.routes'
import { createEndUsersRepo } from './end-users.repo'
import { createEndUsersService } from './end-users.service'
import { createEntitiesRepo } from './entities.repo'
import { createFileStorage, type FileStorage } from './file-storage'
import { createFilesRepo } from './files.repo'
import { filesRoutes } from './files.routes'
import { createFilesService } from './files.service'
import { createProjectCode } from './project-code'
import { createRateWindowsRepo } from './rate-windows.repo'
import { createRecordsRepo } from './records.repo'
import { createUsageRepo } from './usage.repo'

export type AppDataHostOptions = {
  passwordHashing?: PasswordHashingParams
  /** Tests lower the limits. */
  limits?: Partial<AppDataLimits>
  /** The version whose page calls, when the host can tell (its rules apply too). */
  versionOf?: (request: FastifyRequest) => string | undefined
  /** Where uploaded files go; default from APP_FILES_S3_URL (unset: the database). */
  fileStorage?: FileStorage
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
    repo: createRateWindowsRepo(db),
    now,
    limits,
  })
  const endUsers = createEndUsersService({
    endUsersRepo: createEndUsersRepo(db),
    passwords: createPasswordHasher(options.passwordHashing),
    now,
  })
  const entitiesRepo = createEntitiesRepo(db)
  const data = createAppDataService({
    db,
    entitiesRepo,
    recordsRepo: createRecordsRepo(db),
    quotas,
    code: createProjectCode(db),
    now,
    limits,
  })
  const actorOf = createActorOf(endUsers, options.versionOf)
  const files = createFilesService({
    db,
    filesRepo: createFilesRepo(db),
    entitiesRepo,
    storage: options.fileStorage ?? createFileStorage(app.config.appFilesS3Url),
    quotas,
    rulesFor: data.rulesFor,
    limits,
  })

  // The first version's rules are read without waiting for the compiler.
  app.addHook('onReady', () => void loadTypeScript().catch(() => undefined))
  app.addHook('onRequest', async (request) => {
    await rateLimit(
      request.previewProjectId,
      isRead(request) ? 'read' : 'write'
    )
  })
  await app.register(appDataRoutes, { data, actorOf })
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
    quotas,
  })
}
