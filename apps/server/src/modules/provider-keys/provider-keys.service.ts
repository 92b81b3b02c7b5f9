import { createHash } from 'node:crypto'
import type { Env as LlmEnv } from '@kiln/builder/build-types'
import { HOSTED_MODELS, KEY_VARS } from '@kiln/builder/models'
import {
  findOwnKeyProvider,
  PROVIDER_KEY_MESSAGES,
  providerKeyProblem,
  type OwnKeyProvider,
  type ProviderKey,
  type SaveProviderKeyBody,
} from '@kiln/contract/provider-keys'
import type { Database } from '../../db/database'
import type { ProviderKeyRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { AuditIn } from '../audit'
import { sealContext, type Vault } from '../vault'
import { createProviderKeysRepo } from './provider-keys.repo'

const invalid = (message: string) =>
  new AppError('VALIDATION_FAILED', { message })

function providerOf(raw: string): OwnKeyProvider {
  const provider = findOwnKeyProvider(raw.trim().toLowerCase())
  if (!provider) throw invalid(PROVIDER_KEY_MESSAGES.unknownProvider)
  return provider.id
}

/** The wire shape: provider, last 4 characters and date, never the key. */
const toProviderKey = (row: ProviderKeyRow): ProviderKey => ({
  provider: row.provider,
  label: findOwnKeyProvider(row.provider)?.label ?? row.provider,
  last4: row.last4,
  savedAt: row.updatedAt.toISOString(),
})

/** How a build of one user reaches its model's provider. */
export type BuildKeys = {
  /** The engine's env: the operator's, with the user's own key for the model's provider. */
  env: LlmEnv
  /** True when the user's own key pays: the build is not charged in Kiln credits. */
  ownKey: boolean
}

/**
 * Who pays for a build's model calls, decided once when the build is
 * accepted: the operator (with Kiln credits), or the user's own key of a
 * provider, named by a fingerprint so that a key saved in its place is not
 * used instead.
 */
export type BuildPayer =
  | { kind: 'operator' }
  | { kind: 'own-key'; provider: string; fingerprint: string }

/**
 * A key's fingerprint: a hash bound to its owner and provider, to tell the
 * key a build was accepted with from one saved later (never shown; keys
 * have at least 20 characters, too many to guess from it).
 */
const fingerprintOf = (userId: string, provider: string, key: string) =>
  createHash('sha256')
    .update(`kiln-provider-key\0${userId}\0${provider}\0${key}`)
    .digest('base64url')
    .slice(0, 32)

const providerOfModel = (modelId: string) => {
  const hosted = HOSTED_MODELS.find((m) => m.id === modelId)
  return hosted && findOwnKeyProvider(hosted.provider)?.id
}

/** Users' own model-provider keys, sealed in the vault, write-only. */
export function createProviderKeysService(deps: {
  db: Database
  vault: Vault
  llmEnv: LlmEnv
  now: () => Date
  /** The audit log (the user's personal workspace). */
  audit: AuditIn
}) {
  const { vault, llmEnv, now } = deps
  const repo = createProviderKeysRepo(deps.db)

  const own = (caller: AuthUser, userId: string) => {
    if (caller.id !== userId) {
      throw new AppError('FORBIDDEN', {
        message: PROVIDER_KEY_MESSAGES.forbidden,
      })
    }
  }

  async function keyOf(userId: string, provider: OwnKeyProvider) {
    const row = await repo.find(userId, provider)
    return row
      ? vault.open(row.sealedKey, sealContext.providerKey(userId, provider))
      : undefined
  }

  return {
    /** Re-seals stored keys under the vault's active key (vault rotation). */
    resealStale: (current: Vault) => repo.resealStale(current),

    async list(caller: AuthUser, userId: string) {
      own(caller, userId)
      return (await repo.list(userId)).map(toProviderKey)
    },

    async save(
      caller: AuthUser,
      userId: string,
      rawProvider: string,
      body: SaveProviderKeyBody
    ) {
      own(caller, userId)
      const provider = providerOf(rawProvider)
      const apiKey = body.apiKey?.trim() ?? ''
      const problem = providerKeyProblem(apiKey)
      if (problem) throw invalid(problem)
      const row = await repo.upsert(
        {
          userId,
          provider,
          sealedKey: vault.seal(
            apiKey,
            sealContext.providerKey(userId, provider)
          ),
          last4: apiKey.slice(-4),
        },
        now()
      )
      await deps.audit(
        { personalOf: userId },
        {
          actorId: caller.id,
          action: 'provider_key.saved',
          target: { type: 'provider_key', id: provider, name: provider },
          details: { last4: row.last4 },
        }
      )
      return toProviderKey(row)
    },

    async remove(caller: AuthUser, userId: string, rawProvider: string) {
      own(caller, userId)
      const provider = providerOf(rawProvider)
      if (!(await repo.remove(userId, provider))) {
        throw new AppError('NOT_FOUND', {
          message: PROVIDER_KEY_MESSAGES.notFound,
        })
      }
      await deps.audit(
        { personalOf: userId },
        {
          actorId: caller.id,
          action: 'provider_key.removed',
          target: { type: 'provider_key', id: provider, name: provider },
        }
      )
      return provider
    },

    /** The providers the user has a key for. */
    async providersOf(userId: string): Promise<Set<string>> {
      return new Set((await repo.list(userId)).map((row) => row.provider))
    },

    /**
     * Who pays for a build of `userId` with `modelId` accepted now: the
     * user's own key for the model's provider when they saved one, else the
     * operator.
     */
    async payerFor(userId: string, modelId: string): Promise<BuildPayer> {
      const provider = providerOfModel(modelId)
      const key = provider && (await keyOf(userId, provider))
      if (!provider || !key) return { kind: 'operator' }
      return {
        kind: 'own-key',
        provider,
        fingerprint: fingerprintOf(userId, provider, key),
      }
    },

    /**
     * The env a build runs with, as `payer` decided: the operator's, or
     * the operator's with the user's own key for the model's provider (the
     * operator's base URL stays). Undefined when that own key was removed
     * or replaced since: never the operator's key instead.
     */
    async buildKeys(
      userId: string,
      modelId: string,
      payer: BuildPayer
    ): Promise<BuildKeys | undefined> {
      if (payer.kind === 'operator') return { env: llmEnv, ownKey: false }
      const provider = findOwnKeyProvider(payer.provider)?.id
      if (!provider || provider !== providerOfModel(modelId)) return undefined
      const key = await keyOf(userId, provider)
      if (!key || fingerprintOf(userId, provider, key) !== payer.fingerprint)
        return undefined
      return { env: { ...llmEnv, [KEY_VARS[provider]]: key }, ownKey: true }
    },
  }
}

export type ProviderKeysService = ReturnType<typeof createProviderKeysService>
