import { randomUUID } from 'node:crypto'
import fastifyCompress from '@fastify/compress'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Env } from '../../config/env'
import type { DatabaseHandle } from '../../db/database'
import { trustProxyOption } from '../../lib/trusted-proxies'
import { safeLogger } from '../../log-safety'
import { outboundPlugin, type OutboundOverrides } from '../../modules/outbound'
import {
  loadVaultKeysFromEnv,
  vaultPlugin,
  type VaultKeyring,
} from '../../modules/vault'
import { configPlugin } from './config'
import { capConnections, connectionOptions } from './connection-limits'
import { databasePlugin } from './database'
import { errorHandlerPlugin } from './error-handler'
import { rejectNulPlugin } from './reject-nul'

export type InfrastructureDeps = {
  env: Env
  database: DatabaseHandle
  logger?: FastifyServerOptions['logger']
  now?: () => Date
  /** Vault keys; default from VAULT_KEYS or DATA_DIR/keys/vault.json. */
  vaultKeys?: VaultKeyring
  /** Tests inject a resolver or trusted addresses into the outbound guard. */
  outbound?: OutboundOverrides
}

/**
 * What both servers (the API, `app.ts`, and the preview host,
 * `preview-app.ts`) stand on: a Fastify instance with zod schemas, request
 * ids, trusted proxies, connection limits and caps; then settings (`app.env`,
 * `app.now`), the database, the error handler, the outbound guard, the vault,
 * the NUL refusal and `reply.compress` (nothing is compressed unless a route
 * asks, and request bodies are never inflated). Each root adds its own
 * headers and routes on top.
 */
export async function buildInfrastructure(
  deps: InfrastructureDeps,
  options: Pick<
    FastifyServerOptions,
    'bodyLimit' | 'frameworkErrors' | 'clientErrorHandler' | 'logController'
  >
) {
  const app = Fastify({
    logger: safeLogger(deps.logger),
    ...connectionOptions,
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(deps.env.trustProxy),
    ...options,
  }).withTypeProvider<ZodTypeProvider>()
  capConnections(app, deps.env.connectionCaps)
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
    keyring: deps.vaultKeys ?? (await loadVaultKeysFromEnv(deps.env)),
  })
  await app.register(rejectNulPlugin)
  await app.register(fastifyCompress, { global: false })
  return app
}
