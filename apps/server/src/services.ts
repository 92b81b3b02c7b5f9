import { DEFAULT_GIT_LIMITS } from '@kiln/builder/git'
import type { Env } from './config/env'
import { envSecrets } from './config/env-secrets'
import type { DatabaseHandle, DbOrTx } from './db/database'
import { createNotifyBus } from './db/notify-bus'
import { createJobQueue } from './jobs/queue'
import { packageStoreFromEnv } from './lib/package-store'
import { runCheckerFromEnv } from './lib/run-checker'
import { createAccountDataService } from './modules/account-data'
import { createAdminService, createOverviewService } from './modules/admin'
import {
  createApiKeysService,
  createFigmaClient,
  createWorkspaceApiKeysService,
} from './modules/api-keys'
import { createApisService } from './modules/apis'
import {
  createAppDataExport,
  createAppDataSpaces,
  createFileStorage,
  createStudioService,
  removeProjectAppData,
} from './modules/app-data'
import { createAuditService, type AuditIn } from './modules/audit'
import {
  createIdentityService,
  createLinkedSignIns,
  createMailer,
  createRateLimiter,
  createSessionStats,
  type AuthRateLimits,
  type PasswordHashingParams,
  type SigningKeys,
} from './modules/auth'
import { createBillingService } from './modules/billing'
import {
  buildTaskJob,
  createBuildStats,
  createBuildTasksService,
  createModelsService,
  createTaskEventBus,
  createVersionControlService,
  NEW_JOB_TOPIC,
  projectTopic,
  removeProjectBuilds,
} from './modules/build-tasks'
import { createCreditsService } from './modules/credits'
import { createDepBundlesService } from './modules/dep-bundles'
import { createGitSyncService, gitSyncJob } from './modules/git-sync'
import { createHealthService } from './modules/health'
import type { BuildIntegrations } from './modules/integrations'
import {
  createAccess,
  createInvitationsService,
  createSalelistService,
} from './modules/invitations'
import { createKnowledgeService } from './modules/knowledge'
import { createMcpOauthService } from './modules/mcp-oauth'
import {
  createMcpServersService,
  loadCatalogFromEnv,
} from './modules/mcp-servers'
import type { Outbound } from './modules/outbound'
import { createPresenceService } from './modules/presence'
import { createArtifactsService } from './modules/preview'
import { createProjectImportService } from './modules/project-import'
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
import {
  createWorkspaceInvitationsService,
  createWorkspacesService,
} from './modules/workspaces'
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
/** The S3-compatible store generated apps' files go to, when one is configured (readiness asks it). */
const s3StoreOf = (storage: ReturnType<typeof createFileStorage>) =>
  storage.kind === 's3' ? storage : undefined

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
  const audit = createAuditService({
    db,
    profiles: users,
    // workspaces is built below and records here.
    authorize: (userId, workspaceId, action) =>
      workspaces.authorize(userId, workspaceId, action),
    now,
  })
  /** Records in the project's workspace, or in the user's personal one. */
  const auditIn: AuditIn = async (scope, entry) => {
    if ('workspaceId' in scope) {
      return audit.record({ ...entry, workspaceId: scope.workspaceId })
    }
    if ('personalOf' in scope) {
      const { id } = await workspaces.personal(scope.personalOf)
      return audit.record({ ...entry, workspaceId: id })
    }
    const project = await projects.findById(scope.projectId)
    if (!project) return
    await audit.record({
      ...entry,
      workspaceId: project.workspaceId,
      details: { ...entry.details, project: project.name },
    })
  }
  const bus = createTaskEventBus(deps.database)
  /** "User X's memberships changed": their open streams re-check access. */
  const accessChanges = createNotifyBus(deps.database, 'kiln_access_changes')
  /** How a member is named to other members (the 409 of a running build, presence). */
  const memberName = async (userId: string, tx?: DbOrTx) => {
    const user = await users.findById(userId, tx)
    return user ? user.name || user.email : undefined
  }
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
    // workspaces is built below.
    authorize: (userId, workspaceId, action) =>
      workspaces.authorize(userId, workspaceId, action),
    now,
    audit: auditIn,
  })
  const providerKeys = createProviderKeysService({
    db,
    vault,
    llmEnv: env.llm,
    now,
    audit: auditIn,
  })
  const models = createModelsService(env.llm, providerKeys.providersOf)
  const artifacts = createArtifactsService({ db })
  const depBundles = createDepBundlesService({ db })
  const workspaces = createWorkspacesService({
    db,
    profiles: users,
    // projects is built below, with the workspaces' access check.
    removeProjectsOf: (workspaceId) => projects.removeAllIn(workspaceId),
    audit: audit.record,
    // build-tasks is built below; it counts the builds' credits.
    creditsUsedIn: (workspaceId, userId) =>
      buildTasks.creditsUsedIn(workspaceId, userId),
    accessChanged: (userId) => accessChanges.publish(userId),
    // apis is built below.
    memberLeft: (workspaceId, userId) =>
      apis.revokeGrantsOfMember(userId, workspaceId),
  })
  const projects = createProjectsService({
    db,
    access: workspaces,
    removals: [
      removeProjectBuilds({ db, queue }),
      removeProjectAppData(createFileStorage(env.appFilesS3Url)),
      artifacts.removeProject,
    ],
    audit: audit.record,
  })
  const apis = createApisService({
    db,
    requireProject: projects.requireAccess,
    authorize: workspaces.authorize,
    projectIdsIn: projects.idsIn,
    vault,
    fetch: outbound.fetch,
    policy: outbound.policy,
    limiter: createRateLimiter(() => now().getTime()),
    now,
    audit: auditIn,
  })
  const apiKeys = createApiKeysService({
    db,
    vault,
    figma: createFigmaClient(outbound.fetch, env.figmaApiBaseUrl),
    now,
  })
  const workspaceApiKeys = createWorkspaceApiKeysService({
    db,
    vault,
    authorize: workspaces.authorize,
    audit: auditIn,
    now,
  })
  /** What builds read of the integration modules (the worker too). */
  const integrations: BuildIntegrations = {
    usableMcpServer: mcpServers.findUsable,
    usableApi: apis.findUsable,
    projectWorkspace: async (projectId) =>
      (await projects.findById(projectId))?.workspaceId,
    hasActiveKey: apiKeys.hasActiveKey,
    openActiveKey: apiKeys.openActiveKey,
    keyUsed: apiKeys.keyUsed,
    hasWorkspaceKey: workspaceApiKeys.hasUsableKey,
    openWorkspaceKey: workspaceApiKeys.openUsableKey,
    mcpAuthHeaders: mcpOauth.headersFor,
  }
  const knowledge = createKnowledgeService({ db, projects, now })
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
    knowledge: knowledge.forBuild,
    llmEnv: env.llm,
    buildKeys: providerKeys.buildKeys,
    artifacts,
    caps: workspaces,
    profiles: users,
    builderName: memberName,
    accessChanges,
  })

  const runChecker = runCheckerFromEnv(env)
  const gitLimits = {
    ...DEFAULT_GIT_LIMITS,
    maxUnpackedBytes: env.gitMaxUnpackedBytes,
  }
  const gitSync = createGitSyncService({
    db,
    vault,
    queue,
    fetch: outbound.fetch,
    policy: outbound.policy,
    projects,
    publicUrl: env.publicUrl,
    wake: () => bus.publish(NEW_JOB_TOPIC),
    audit: audit.record,
  })
  const buildJob = buildTaskJob({
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
    knowledge: knowledge.forBuild,
    artifacts,
    depBundles,
    packages: packageStoreFromEnv(env),
    runChecker: runChecker ?? undefined,
    afterVersion: gitSync.afterVersion,
  })

  const projectEnv = createProjectEnvService({ db, access: workspaces })
  const invitations = createInvitationsService({ db, credits, users, now })
  /** Who is an admin or allow-listed: by proven address only. */
  const access = createAccess({ db, users, policy: emailRightsPolicy(env) })

  return {
    env,
    health: createHealthService({
      ...deps.database,
      objectStore: s3StoreOf(createFileStorage(env.appFilesS3Url)),
    }),
    catalog,
    integrations,
    credits,
    /** Wake-ups per task, and NEW_JOB_TOPIC for idle workers. */
    bus,
    accessChanges,
    queue,
    models,
    /** The run check's browser of this process (close it at shutdown); null when off. */
    runChecker,
    /** The build job, for the worker in this process or in `npm run worker`. */
    buildJob,
    /** The Git sync job, run by the same workers. */
    gitSyncJob: gitSyncJob({
      gitSync,
      fetch: outbound.fetch,
      gitLimits,
      now,
      headOf: async (projectId) =>
        (await projects.findById(projectId))?.headTaskId,
      versionsOf: buildTasks.versionsOf,
      filesOf: buildTasks.filesOf,
      filesVersion: buildTasks.filesVersion,
      authorOf: async (userId) => {
        const user = await users.findById(userId)
        return {
          name: user?.name || user?.email || 'Kiln user',
          email: user?.email ?? 'kiln@localhost',
        }
      },
    }),
    gitSync,
    buildTasks,
    projectImport: createProjectImportService({
      filesVersion: buildTasks.filesVersion,
      fetch: outbound.fetch,
      gitLimits,
      policy: outbound.policy,
    }),
    taskDebug: createTaskDebugService({ db, buildTasks, queue }),
    versionControl: createVersionControlService({
      db,
      projects,
      builderName: memberName,
      afterVersion: gitSync.afterVersion,
      profiles: users,
    }),
    projects,
    projectEnv,
    workspaces,
    audit,
    presence: createPresenceService({
      db,
      projects,
      memberName,
      runningBuild: buildTasks.runningBuild,
      bus,
      topic: projectTopic,
      accessChanges,
      now,
    }),
    workspaceInvitations: createWorkspaceInvitationsService({
      db,
      workspaces,
      emailOf: async (userId) => (await users.findById(userId))?.email,
      mailer: env.smtp && createMailer(env.smtp),
      publicUrl: env.publicUrl,
      now,
      audit: audit.record,
    }),
    knowledge,
    artifacts,
    depBundles,
    studio: createStudioService({
      db,
      ownedTask: buildTasks.owned,
      versionFiles: {
        headTaskId: artifacts.headTaskId,
        filesOf: buildTasks.filesOf,
      },
      envValuesOf: projectEnv.valuesOf,
    }),
    users,
    accountData: createAccountDataService({
      db,
      users,
      credits,
      projects,
      workspaces: workspaces.leaving,
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
        knowledge,
        deleteInvitationsOf: invitations.deleteRedemptionsOf,
        deleteUser: users.deleteUser,
        forgetInAudit: async (userId, email, tx) =>
          audit.forgetUser(
            {
              userId,
              email,
              personalWorkspaceId: (await workspaces.personal(userId, tx)).id,
            },
            tx
          ),
      },
    }),
    admin: createAdminService({ db, credits, users }),
    adminOverview: createOverviewService({
      sessions: createSessionStats(db),
      users,
      builds: createBuildStats(db),
      queue,
      artifacts,
      auditEvents: audit.recent,
      workspaceName: async (id) =>
        (await workspaces.membership.findById(id))?.name,
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
      appData: createAppDataSpaces(db, {
        headTaskId: artifacts.headTaskId,
        filesOf: buildTasks.filesOf,
      }),
      envValues: projectEnv.valuesOf,
      env,
      now,
      audit: audit.record,
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
    workspaceApiKeys,
    apis,
    mcpOauth,
    mcpServers,
  }
}

export type ApiServicesDeps = ServicesDeps & {
  /** ES256 keys for access tokens (loadSigningKeys). */
  keys: SigningKeys
  /** Tests pass cheaper argon2 parameters; default OWASP's. */
  passwordHashing?: PasswordHashingParams
  authRateLimits?: AuthRateLimits
  /** Failures of work done after the answer (mail). */
  logError: (error: unknown, message: string) => void
}

/**
 * The API's services (app.ts): every service, plus identity, which signs
 * access tokens and so needs the signing keys the worker never holds.
 */
export function createApiServices(deps: ApiServicesDeps) {
  const services = createServices(deps)
  return {
    ...services,
    identity: createIdentityService({
      db: deps.database.db,
      env: deps.env,
      usersRepo: {
        ...services.users.accounts,
        /** A new account comes with its personal workspace. */
        async insert(...args) {
          const row = await services.users.accounts.insert(...args)
          await services.workspaces.personal(row.id, args[1])
          return row
        },
      },
      keys: deps.keys,
      passwordHashing: deps.passwordHashing,
      rateLimits: deps.authRateLimits,
      now: deps.now,
      logError: deps.logError,
    }),
  }
}

export type Services = ReturnType<typeof createApiServices>
