import { serverVersion } from './lib/version'
import { accountDataRoutes } from './modules/account-data'
import { adminRoutes } from './modules/admin'
import { apiKeysRoutes } from './modules/api-keys'
import { studioRoutes } from './modules/app-data'
import { auditRoutes } from './modules/audit'
import {
  authGuardPlugin,
  authRoutes,
  type AuthRateLimits,
  type PasswordHashingParams,
  type SigningKeys,
} from './modules/auth'
import { billingRoutes } from './modules/billing'
import { buildTasksModule } from './modules/build-tasks'
import { gitSyncRoutes } from './modules/git-sync'
import { healthRoutes } from './modules/health'
import { invitationsRoutes, salelistRoutes } from './modules/invitations'
import { knowledgeRoutes } from './modules/knowledge'
import { mcpModule } from './modules/mcp-servers'
import { presenceRoutes } from './modules/presence'
import { anyPreviewOrigin } from './modules/preview'
import { previewHealthRoutes } from './modules/preview-health'
import { projectImportRoutes } from './modules/project-import'
import { projectEnvRoutes, projectsRoutes } from './modules/projects'
import { providerKeysRoutes } from './modules/provider-keys'
import { publishingRoutes } from './modules/publishing'
import { shareLinksRoutes } from './modules/share-links'
import { taskDebugRoutes } from './modules/task-debug'
import { usersRoutes } from './modules/users'
import { workspacesRoutes } from './modules/workspaces'
import { buildPipelinePlugin } from './plugins/app/build-pipeline'
import { servicesPlugin } from './plugins/app/services'
import {
  buildInfrastructure,
  type InfrastructureDeps,
} from './plugins/infrastructure/build-infrastructure'
import {
  handleClientError,
  handleFrameworkError,
} from './plugins/infrastructure/error-handler'
import { apiMetricsPlugin } from './plugins/infrastructure/metrics'
import { openapiPlugin } from './plugins/infrastructure/openapi'
import { OneLinePerRequest } from './plugins/infrastructure/request-log'
import { securityHeadersPlugin } from './plugins/infrastructure/security-headers'
import { spaPlugin } from './plugins/infrastructure/spa'

export type AppDeps = InfrastructureDeps & {
  /** ES256 keys for access tokens (loadSigningKeys). */
  keys: SigningKeys
  /** Directory of the built SPA (apps/web/dist). */
  webDistDir: string
  /** Tests pass cheaper argon2 parameters; default OWASP's. */
  passwordHashing?: PasswordHashingParams
  authRateLimits?: AuthRateLimits
}

/** Builds the whole app without listening: infrastructure, then modules. */
export async function buildApp(deps: AppDeps) {
  const app = await buildInfrastructure(deps, {
    bodyLimit: 1024 * 1024,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    logController: new OneLinePerRequest(),
  })
  await app.register(apiMetricsPlugin, { database: deps.database })
  await app.register(servicesPlugin, {
    keys: deps.keys,
    passwordHashing: deps.passwordHashing,
    authRateLimits: deps.authRateLimits,
  })
  await app.register(securityHeadersPlugin, {
    previewOrigins: anyPreviewOrigin(deps.env),
    analyticsOrigin: deps.env.analyticsOrigin,
    frameAncestors: deps.env.frameAncestors,
  })
  await app.register(authGuardPlugin)
  await app.register(openapiPlugin, { version: serverVersion })

  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(usersRoutes, { prefix: '/api/users' })
  await app.register(accountDataRoutes, { prefix: '/api/users' })
  await app.register(salelistRoutes, { prefix: '/api' })
  await app.register(invitationsRoutes, { prefix: '/api/invitation-codes' })
  await app.register(billingRoutes, { prefix: '/api' })
  await app.register(adminRoutes, { prefix: '/api/admin' })
  await app.register(apiKeysRoutes, { prefix: '/api/users' })
  await app.register(providerKeysRoutes, { prefix: '/api/users' })
  await app.register(mcpModule)
  await app.register(buildPipelinePlugin)
  await app.register(buildTasksModule)
  await app.register(projectsRoutes, { prefix: '/api' })
  await app.register(presenceRoutes, { prefix: '/api' })
  await app.register(projectEnvRoutes, { prefix: '/api' })
  await app.register(knowledgeRoutes, { prefix: '/api' })
  await app.register(projectImportRoutes, { prefix: '/api' })
  await app.register(gitSyncRoutes, { prefix: '/api' })
  await app.register(studioRoutes, { prefix: '/api' })
  await app.register(shareLinksRoutes, { prefix: '/api' })
  await app.register(publishingRoutes, { prefix: '/api' })
  await app.register(workspacesRoutes, { prefix: '/api' })
  await app.register(auditRoutes, { prefix: '/api' })
  await app.register(previewHealthRoutes, { prefix: '/api' })
  await app.register(taskDebugRoutes, { prefix: '/api' })

  await app.register(spaPlugin, { distDir: deps.webDistDir })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
