import {
  API_KEY_MESSAGES,
  FIGMA_SERVICE,
  headerValueProblem,
  type SaveApiKeyBody,
  type UpdateApiKeyBody,
} from '@kiln/contract/integrations'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import { OutboundError } from '../outbound'
import { maskSecret, sealContext, type Vault } from '../vault'
import { toApiKey } from './api-key-view'
import { createApiKeysRepo } from './api-keys.repo'
import type { createFigmaClient } from './figma-client'

const invalid = (message: string) =>
  new AppError('VALIDATION_FAILED', { message })

/** Trimmed; empty becomes undefined; too long is a 400. */
export function optionalText(
  value: string | undefined,
  max: number,
  label: string
) {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  if (trimmed.length > max) {
    throw invalid(`${label} must be at most ${max} characters.`)
  }
  return trimmed
}

export function serviceName(value: string | undefined) {
  const service = value?.trim().toLowerCase() ?? ''
  if (!service) throw invalid(API_KEY_MESSAGES.serviceRequired)
  if (!/^[a-z0-9][a-z0-9_.-]{0,63}$/.test(service)) {
    throw invalid('Service must be letters, digits, ".", "_" or "-".')
  }
  return service
}

export function createApiKeysService(deps: {
  db: Database
  vault: Vault
  figma: ReturnType<typeof createFigmaClient>
  now: () => Date
}) {
  const { vault, figma, now } = deps
  const repo = createApiKeysRepo(deps.db)

  const own = (caller: AuthUser, userId: string) => {
    if (caller.id !== userId) {
      throw new AppError('FORBIDDEN', {
        message: 'You can only access your own API keys.',
      })
    }
  }
  const stored = async (userId: string, service: string) => {
    const row = await repo.find(userId, service)
    if (!row) {
      throw new AppError('NOT_FOUND', {
        message: 'No API key is stored for this service.',
      })
    }
    return row
  }
  const sealKey = (userId: string, service: string, key: string) => {
    if (key.length > 4096) throw invalid('The API key is too long.')
    const problem = headerValueProblem(key)
    if (problem) throw invalid(`The API key ${problem}`)
    return {
      sealedKey: vault.seal(key, sealContext.apiKey(userId, service)),
      maskedKey: maskSecret(key),
    }
  }

  /** The user's key for a service when it is active, else undefined. */
  const activeKey = async (userId: string, service: string) => {
    const row = await repo.find(userId, service)
    return row?.status === 'active' ? row : undefined
  }

  return {
    /** The user's keys for their account export (masked, never the key). */
    exportFor: async (userId: string) =>
      (await repo.list(userId)).map(toApiKey),

    /** Whether the user's key for a service is saved and active. */
    hasActiveKey: async (userId: string, service: string) =>
      Boolean(await activeKey(userId, service)),

    /** The user's active key for a service, opened (for a build's tools). */
    async openActiveKey(userId: string, service: string) {
      const row = await activeKey(userId, service)
      return (
        row && vault.open(row.sealedKey, sealContext.apiKey(userId, service))
      )
    },

    /** Records that the user's key for a service was just used. */
    async keyUsed(userId: string, service: string) {
      await repo.touchLastUsed(userId, service, now())
    },

    /** Re-seals stored keys under the vault's active key (vault rotation). */
    resealStale: (current: Vault) => repo.resealStale(current),

    async list(caller: AuthUser, userId: string) {
      own(caller, userId)
      return (await repo.list(userId)).map(toApiKey)
    },

    async save(caller: AuthUser, userId: string, body: SaveApiKeyBody) {
      own(caller, userId)
      const apiKey = body.apiKey?.trim() ?? ''
      if (!body.service?.trim() || !apiKey) {
        throw invalid(API_KEY_MESSAGES.required)
      }
      const service = serviceName(body.service)
      const row = await repo.upsert(
        {
          userId,
          service,
          keyName: optionalText(body.keyName, 100, 'Key name') ?? null,
          description:
            optionalText(body.description, 500, 'Description') ?? null,
          status: 'active',
          ...sealKey(userId, service, apiKey),
        },
        now()
      )
      return toApiKey(row)
    },

    async update(
      caller: AuthUser,
      userId: string,
      rawService: string,
      body: UpdateApiKeyBody
    ) {
      own(caller, userId)
      const service = serviceName(rawService)
      await stored(userId, service)
      const apiKey = body.apiKey?.trim()
      const row = await repo.update(
        userId,
        service,
        {
          ...(body.status ? { status: body.status } : {}),
          ...(body.keyName === undefined
            ? {}
            : { keyName: optionalText(body.keyName, 100, 'Key name') ?? null }),
          ...(body.description === undefined
            ? {}
            : {
                description:
                  optionalText(body.description, 500, 'Description') ?? null,
              }),
          ...(apiKey ? sealKey(userId, service, apiKey) : {}),
        },
        now()
      )
      return toApiKey(row ?? (await stored(userId, service)))
    },

    async remove(caller: AuthUser, userId: string, rawService: string) {
      own(caller, userId)
      const service = serviceName(rawService)
      if (!(await repo.remove(userId, service))) await stored(userId, service)
      return service
    },

    async validate(caller: AuthUser, userId: string, rawService: string) {
      own(caller, userId)
      const service = serviceName(rawService)
      const row = await stored(userId, service)
      if (service !== FIGMA_SERVICE) {
        return {
          valid: false,
          message: 'Kiln can only validate figma keys.',
        }
      }
      const key = vault.open(row.sealedKey, sealContext.apiKey(userId, service))
      // Saved before keys were checked: never hand such a value to fetch.
      const problem = headerValueProblem(key)
      if (problem)
        return { valid: false, message: `The key ${problem} Save it again.` }
      try {
        return (await figma.isValidToken(key))
          ? { valid: true }
          : { valid: false, message: 'Figma did not accept this token.' }
      } catch (error) {
        if (!(error instanceof OutboundError)) throw error
        throw new AppError('UPSTREAM_FAILED', {
          message: `Could not reach Figma to check the key. ${error.message}`,
          details: { category: error.category },
        })
      }
    },
  }
}
