import type { Env } from './config/env'
import { envSecrets } from './config/env-secrets'
import type { DatabaseHandle } from './db/database'
import { createJobQueue } from './jobs/queue'
import { packageStoreFromEnv } from './lib/package-store'
import { createAccountDataService } from './modules/account-data'
import { createAdminService } from './modules/admin'
import {
  createApiKeysRepo,
  createApiKeysService,
  createFigmaClient,
} from './modules/api-keys'
import {
  createApisRepo,
  createApisService,
  createProjectApisRepo,
} from './modules/apis'
import { createFileStorage, removeProjectAppData } from './modules/app-data'
import { createRateLimiter } from './modules/auth'
import {
  buildTaskJob,
  createBuildTasksService,
  createModelsService,
  createTaskEventBus,
  createVersionControlService,
  removeProjectBuilds,
} from './modules/build-tasks'
import { createCreditsService } from './modules/credits'
import {
  createAccess,
  createInvitationsRepo,
  createInvitationsService,
  createSalelistRepo,
} from './modules/invitations'
import { createMcpAuthRepo, createMcpOauthService } from './modules/mcp-oauth'
import {
  catalogUrlOf,
  createMcpServersRepo,
  createMcpServersService,
  loadCatalogFromEnv,
} from './modules/mcp-servers'
import type { Outbound } from './modules/outbound'
import { deleteProjectArtifacts } from './modules/preview'
import {
  createProjectEnvService,
  createProjectsService,
} from './modules/projects'
import {
  createProviderKeysRepo,
  createProviderKeysService,
} from './modules/provider-keys'
import { createShareLinksService } from './modules/share-links'
import { createTaskDebugService } from './modules/task-debug'
import {
  createUsersRepo,
  createUsersService,
  emailRightsPolicy,
} from './modules/users'
import type { Vault } from './modules/vault'
import { rememberSecrets } from './secret-redaction'

export type ServicesDeps = {
  env: Env
  database: Pick<DatabaseHandle, 'db' | 'mode'>
  vault: Vault
  /** The outbound guard every request to a user-given URL goes through. */
  outbound: Outbound
  /** The clock every service uses; tests move it. */
  now: () => Date
}

/**
 * The composition root: builds every service once, for the API (app.ts) and
 * the build worker (worker.ts). Routes and jobs take what they need from here.
 */
export function createServices(deps: ServicesDeps) {
  const { env, vault, outbound, now } = deps
  // The operator's keys are redacted from every stored or logged error.
  rememberSecrets(...envSecrets(env))
  const { db } = deps.database
  const catalog = loadCatalogFromEnv(env)
  const credits = createCreditsService({ db, now })
  const bus = createTaskEventBus(deps.database)
  const queue = createJobQueue(db)
  const mcpServersRepo = createMcpServersRepo(db)
  const mcpOauth = createMcpOauthService({
    repo: createMcpAuthRepo(db),
    vault,
    fetch: outbound.fetch,
    publicUrl: env.publicUrl,
    urlOf: async (userId, serverId) =>
      catalogUrlOf(catalog, serverId) ??
      (await mcpServersRepo.find(userId, serverId))?.url,
    now,
  })
  const providerKeys = createProviderKeysService({
    repo: createProviderKeysRepo(db),
    vault,
    llmEnv: env.llm,
    now,
  })
  const models = createModelsService(env.llm, providerKeys.providersOf)
  const projects = createProjectsService({
    db,
    removals: [
      removeProjectBuilds({ db, queue }),
      removeProjectAppData(createFileStorage(env.appFilesS3Url)),
      (tx, projectId) => deleteProjectArtifacts(db, projectId, tx),
    ],
  })
  const apis = createApisService({
    repo: createApisRepo(db),
    grants: createProjectApisRepo(db),
    ownsProject: projects.owns,
    vault,
    fetch: outbound.fetch,
    policy: outbound.policy,
    limiter: createRateLimiter(() => now().getTime()),
    now,
  })
  const buildTasks = createBuildTasksService({
    db,
    bus,
    queue,
    credits,
    catalog,
    models,
    payerFor: providerKeys.payerFor,
    env,
    now,
    quotas: env.accountQuotas,
    grantApis: apis.grantForBuild,
  })

  const users = createUsersService({
    usersRepo: createUsersRepo(db),
    rights: emailRightsPolicy(env),
    now,
  })

  return {
    env,
    catalog,
    credits,
    /** Wake-ups per task, and NEW_JOB_TOPIC for idle workers. */
    bus,
    queue,
    models,
    /** The build job, for the worker in this process or in `npm run worker`. */
    buildJob: buildTaskJob({
      db,
      bus,
      env,
      llmEnv: env.llm,
      buildKeys: providerKeys.buildKeys,
      payerFor: providerKeys.payerFor,
      now,
      vault,
      credits,
      catalog,
      packages: packageStoreFromEnv(env),
    }),
    buildTasks,
    taskDebug: createTaskDebugService({ db, buildTasks, queue }),
    versionControl: createVersionControlService({ db }),
    projects,
    projectEnv: createProjectEnvService({ db }),
    users,
    accountData: createAccountDataService({
      db,
      users,
      credits,
      projects,
      limiter: createRateLimiter(() => now().getTime()),
    }),
    admin: createAdminService({ db, credits }),
    /** Who is an admin or allow-listed: by proven address only. */
    access: createAccess({
      usersRepo: createUsersRepo(db),
      salelist: createSalelistRepo(db),
      policy: emailRightsPolicy(env),
    }),
    invitations: createInvitationsService({
      db,
      repo: createInvitationsRepo(db),
      credits,
      now,
    }),
    shareLinks: createShareLinksService({
      db,
      buildTasks,
      env,
      publicUrl: env.publicUrl,
      now,
    }),
    providerKeys,
    apiKeys: createApiKeysService({
      repo: createApiKeysRepo(db),
      vault,
      figma: createFigmaClient(outbound.fetch, env.figmaApiBaseUrl),
      now,
    }),
    apis,
    mcpOauth,
    mcpServers: createMcpServersService({
      repo: mcpServersRepo,
      catalog,
      fetch: outbound.fetch,
      limiter: createRateLimiter(() => now().getTime()),
      authHeaders: mcpOauth.headersFor,
      forgetAuth: mcpOauth.forget,
      authenticatedIds: mcpOauth.authenticatedIds,
      policy: outbound.policy,
      now,
    }),
  }
}

export type Services = ReturnType<typeof createServices>
