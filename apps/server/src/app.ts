import { randomUUID } from 'node:crypto'
import path from 'node:path'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Env } from './config/env'
import type { DatabaseHandle } from './db/database'
import { analyticsOrigin } from './lib/analytics-origin'
import { fromRepoRoot } from './lib/paths'
import { serverVersion } from './lib/version'
import { safeLogger } from './log-safety'
import { adminRoutes } from './modules/admin/admin.routes'
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes'
import { studioRoutes } from './modules/app-data/studio.routes'
import { authGuardPlugin } from './modules/auth/auth-guard'
import type { AuthRateLimits } from './modules/auth/auth-rate-limits'
import { authRoutes } from './modules/auth/auth.routes'
import type { PasswordHashingParams } from './modules/auth/passwords'
import type { SigningKeys } from './modules/auth/signing-keys'
import { billingRoutes } from './modules/billing/billing.routes'
import { buildTasksModule } from './modules/build-tasks/build-tasks.module'
import { healthRoutes } from './modules/health/health.routes'
import { invitationsRoutes } from './modules/invitations/invitations.routes'
import { salelistRoutes } from './modules/invitations/salelist.routes'
import { mcpModule } from './modules/mcp-servers/mcp.module'
import {
  outboundPlugin,
  type OutboundOverrides,
} from './modules/outbound/outbound.plugin'
import { previewHealthRoutes } from './modules/preview-health/preview-health.routes'
import { anyPreviewOrigin } from './modules/preview/preview-url'
import { publishingRoutes } from './modules/publishing/publishing.routes'
import { shareLinksRoutes } from './modules/share-links/share-links.routes'
import { taskDebugRoutes } from './modules/task-debug/task-debug.routes'
import { usersRoutes } from './modules/users/users.routes'
import { loadVaultKeys, type VaultKeyring } from './modules/vault/vault-keys'
import { vaultPlugin } from './modules/vault/vault.plugin'
import { configPlugin } from './plugins/config'
import { capConnections, connectionOptions } from './plugins/connection-limits'
import { databasePlugin } from './plugins/database'
import {
  errorHandlerPlugin,
  handleClientError,
  handleFrameworkError,
} from './plugins/error-handler'
import { openapiPlugin } from './plugins/openapi'
import { rejectNulPlugin } from './plugins/reject-nul'
import { OneLinePerRequest } from './plugins/request-log'
import { securityHeadersPlugin } from './plugins/security-headers'
import { spaPlugin } from './plugins/spa'

export type AppDeps = {
  env: Env
  database: DatabaseHandle
  /** ES256 keys for access tokens (loadSigningKeys). */
  keys: SigningKeys
  /** Directory of the built SPA (apps/web/dist). */
  webDistDir: string
  logger?: FastifyServerOptions['logger']
  now?: () => Date
  /** Tests pass cheaper argon2 parameters; default OWASP's. */
  passwordHashing?: PasswordHashingParams
  authRateLimits?: AuthRateLimits
  /** Vault keys; default from VAULT_KEYS or DATA_DIR/keys/vault.json. */
  vaultKeys?: VaultKeyring
  /** Tests inject a resolver or trusted addresses into the outbound guard. */
  outbound?: OutboundOverrides
}

/** Builds the whole app without listening: infrastructure, then modules. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: safeLogger(deps.logger),
    ...connectionOptions,
    genReqId: () => randomUUID(),
    trustProxy: deps.env.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>()
  capConnections(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(configPlugin, {
    env: deps.env,
    now: deps.now ?? (() => new Date()),
  })
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
  await app.register(securityHeadersPlugin, {
    previewOrigins: anyPreviewOrigin(deps.env),
    analyticsOrigin: analyticsOrigin(process.env),
  })
  await app.register(authGuardPlugin, { keys: deps.keys })
  await app.register(openapiPlugin, { version: serverVersion })

  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(authRoutes, {
    prefix: '/api',
    passwordHashing: deps.passwordHashing,
    rateLimits: deps.authRateLimits,
  })
  await app.register(usersRoutes, { prefix: '/api/users' })
  await app.register(salelistRoutes, { prefix: '/api' })
  await app.register(invitationsRoutes, { prefix: '/api/invitation-codes' })
  await app.register(billingRoutes, { prefix: '/api' })
  await app.register(adminRoutes, { prefix: '/api/admin' })
  await app.register(apiKeysRoutes, { prefix: '/api/users' })
  await app.register(mcpModule)
  await app.register(buildTasksModule)
  await app.register(studioRoutes, { prefix: '/api' })
  await app.register(shareLinksRoutes, { prefix: '/api' })
  await app.register(publishingRoutes, { prefix: '/api' })
  await app.register(previewHealthRoutes, { prefix: '/api' })
  await app.register(taskDebugRoutes, { prefix: '/api' })

  await app.register(spaPlugin, { distDir: deps.webDistDir })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
