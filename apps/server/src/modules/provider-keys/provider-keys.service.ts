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
import type { ProviderKeyRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import { sealContext, type Vault } from '../vault'
import type { ProviderKeysRepo } from './provider-keys.repo'

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

/** Users' own model-provider keys, sealed in the vault, write-only. */
export function createProviderKeysService(deps: {
  repo: ProviderKeysRepo
  vault: Vault
  llmEnv: LlmEnv
  now: () => Date
}) {
  const { repo, vault, llmEnv, now } = deps

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
      return provider
    },

    /** The providers the user has a key for. */
    async providersOf(userId: string): Promise<Set<string>> {
      return new Set((await repo.list(userId)).map((row) => row.provider))
    },

    /**
     * The env a build of `userId` with `modelId` runs with: the user's own
     * key replaces the operator's for that model's provider (the operator's
     * base URL stays).
     */
    async buildKeys(userId: string, modelId: string): Promise<BuildKeys> {
      const hosted = HOSTED_MODELS.find((m) => m.id === modelId)
      const provider = hosted && findOwnKeyProvider(hosted.provider)?.id
      const key = provider && (await keyOf(userId, provider))
      if (!provider || !key) return { env: llmEnv, ownKey: false }
      return { env: { ...llmEnv, [KEY_VARS[provider]]: key }, ownKey: true }
    },
  }
}

export type ProviderKeysService = ReturnType<typeof createProviderKeysService>
