import type { Env } from './config/env'
import { envSecrets } from './config/env-secrets'
import type { DatabaseHandle } from './db/database'
import { createJobQueue } from './jobs/queue'
import { packageStoreFromEnv } from './lib/package-store'
import { createAccountDataService } from './modules/account-data'
import { createAdminService, createOverviewService } from './modules/admin'
import { createApiKeysService, createFigmaClient } from './modules/api-keys'
import { createApisService } from './modules/apis'
import {
  createAppDataExport,
  createFileStorage,
  removeProjectAppData,
} from './modules/app-data'
import {
  createLinkedSignIns,
  createRateLimiter,
  createSessionStats,
} from './modules/auth'
import { createBillingService } from './modules/billing'
import {
  buildTaskJob,
  createBuildStats,
  createBuildTasksService,
  createModelsService,
  createTaskEventBus,
  createVersionControlService,
  removeProjectBuilds,
} from './modules/build-tasks'
import { createCreditsService } from './modules/credits'
import type { BuildIntegrations } from './modules/integrations'
import {
  createAccess,
  createInvitationsService,
  createSalelistService,
} from './modules/invitations'
import { createMcpOauthService } from './modules/mcp-oauth'
import {
  createMcpServersService,
  loadCatalogFromEnv,
} from './modules/mcp-servers'
import type { Outbound } from './modules/outbound'
import { deleteProjectArtifacts } from './modules/preview'
import {
  createProjectEnvService,
  createProjectsService,
} from './modules/projects'
import { createProviderKeysService } from './modules/provider-keys'
import { createPublishingService } from './modules/publishing'
import { createShareLinksService } from './modules/share-links'
import { createTaskDebugService } from './modules/task-debug'
import { createUsersService, emailRightsPolicy } from './modules/users'
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
  const users = createUsersService({
    db,
    rights: emailRightsPolicy(env),
    now,
  })
  const credits = createCreditsService({
    db,
    users: users.creditColumns,
    now,
  })
  const bus = createTaskEventBus(deps.database)
  const queue = createJobQueue(db)
  const mcpOauth = createMcpOauthService({
    db,
    vault,
    fetch: outbound.fetch,
    publicUrl: env.publicUrl,
    // mcp-servers is built below, with mcp-oauth's functions.
    urlOf: (userId, serverId) => mcpServers.urlOf(userId, serverId),
    now,
  })
  const mcpServers = createMcpServersService({
    db,
    catalog,
    fetch: outbound.fetch,
    limiter: createRateLimiter(() => now().getTime()),
    authHeaders: mcpOauth.headersFor,
    forgetAuth: mcpOauth.forget,
    authenticatedIds: mcpOauth.authenticatedIds,
    policy: outbound.policy,
    now,
  })
  const providerKeys = createProviderKeysService({
    db,
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
    db,
    ownsProject: projects.owns,
    vault,
    fetch: outbound.fetch,
    policy: outbound.policy,
    limiter: createRateLimiter(() => now().getTime()),
    now,
  })
  const apiKeys = createApiKeysService({
    db,
    vault,
    figma: createFigmaClient(outbound.fetch, env.figmaApiBaseUrl),
    now,
  })
  /** What builds read of the integration modules (the worker too). */
  const integrations: BuildIntegrations = {
    ownMcpServer: mcpServers.findOwn,
    ownApi: apis.findOwn,
    hasActiveKey: apiKeys.hasActiveKey,
    openActiveKey: apiKeys.openActiveKey,
    keyUsed: apiKeys.keyUsed,
    mcpAuthHeaders: mcpOauth.headersFor,
  }
  const buildTasks = createBuildTasksService({
    db,
    bus,
    queue,
    credits,
    catalog,
    integrations,
    projects,
    models,
    payerFor: providerKeys.payerFor,
    env,
    now,
    quotas: env.accountQuotas,
    grantApis: apis.grantForBuild,
  })

  const projectEnv = createProjectEnvService({ db })
  const invitations = createInvitationsService({ db, credits, users, now })
  /** Who is an admin or allow-listed: by proven address only. */
  const access = createAccess({ db, users, policy: emailRightsPolicy(env) })

  return {
    env,
    catalog,
    integrations,
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
      integrations,
      projects,
      packages: packageStoreFromEnv(env),
    }),
    buildTasks,
    taskDebug: createTaskDebugService({ db, buildTasks, queue }),
    versionControl: createVersionControlService({ db, projects }),
    projects,
    projectEnv,
    users,
    accountData: createAccountDataService({
      db,
      users,
      credits,
      projects,
      limiter: createRateLimiter(() => now().getTime()),
      sources: {
        projects,
        projectEnv,
        builds: buildTasks,
        appData: createAppDataExport(db),
        linkedSignIns: createLinkedSignIns(db),
        mcpServers,
        apis,
        apiKeys,
        deleteInvitationsOf: invitations.deleteRedemptionsOf,
        deleteUser: users.deleteUser,
      },
    }),
    admin: createAdminService({ db, credits, users }),
    adminOverview: createOverviewService({
      db,
      sessions: createSessionStats(db),
      users,
      builds: createBuildStats(db),
      queue,
      now,
    }),
    billing: createBillingService({ db, env, users, credits, now }),
    access,
    salelist: createSalelistService({
      db,
      access,
      adminEmails: env.adminEmails,
      seedEmails: env.salelistEmails,
    }),
    invitations,
    publishing: createPublishingService({
      db,
      projects,
      buildTasks,
      env,
      now,
    }),
    shareLinks: createShareLinksService({
      db,
      buildTasks,
      projects,
      env,
      publicUrl: env.publicUrl,
      now,
    }),
    providerKeys,
    apiKeys,
    apis,
    mcpOauth,
    mcpServers,
  }
}

export type Services = ReturnType<typeof createServices>
