import {
  API_KEY_MESSAGES,
  headerValueProblem,
  type SaveWorkspaceApiKeyBody,
  type WorkspaceApiKey,
} from '@kiln/contract/integrations'
import type { Database } from '../../db/database'
import type { WorkspaceApiKeyRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { AuditIn } from '../audit'
import { sealContext, type Vault } from '../vault'
import type { WorkspaceAction } from '../workspaces'
import { optionalText, serviceName } from './api-keys.service'
import { createWorkspaceApiKeysRepo } from './workspace-api-keys.repo'

const invalid = (message: string) =>
  new AppError('VALIDATION_FAILED', { message })

/** Name and last 4 characters: all a member ever sees of a workspace key. */
const toWorkspaceApiKey = (row: WorkspaceApiKeyRow): WorkspaceApiKey => ({
  service: row.service,
  ...(row.keyName ? { keyName: row.keyName } : {}),
  maskedApiKey: `••••${row.last4}`,
  updatedAt: row.updatedAt.toISOString(),
})

/**
 * A workspace's service keys (issue 26): any member lists them, admins save
 * and remove them; nobody reads one back. The workspace's builds open them,
 * for a member who may still build there.
 */
export function createWorkspaceApiKeysService(deps: {
  db: Database
  vault: Vault
  /** The workspaces' one role check (404 for a non-member, 403 for a role that may not). */
  authorize: (
    userId: string,
    workspaceId: string,
    action: WorkspaceAction
  ) => Promise<unknown>
  /** Saving and removing a key go to the workspace's audit log. */
  audit: AuditIn
  now: () => Date
}) {
  const { vault, now } = deps
  const repo = createWorkspaceApiKeysRepo(deps.db)

  async function buildsIn(userId: string, workspaceId: string) {
    try {
      await deps.authorize(userId, workspaceId, 'edit')
      return true
    } catch (error) {
      if (error instanceof AppError) return false
      throw error
    }
  }

  /** The workspace's key for a service, if the user may build there. */
  async function usableRow(
    userId: string,
    workspaceId: string,
    service: string
  ) {
    if (!(await buildsIn(userId, workspaceId))) return undefined
    return repo.find(workspaceId, service)
  }

  return {
    async list(caller: AuthUser, workspaceId: string) {
      await deps.authorize(caller.id, workspaceId, 'read')
      return (await repo.list(workspaceId)).map(toWorkspaceApiKey)
    },

    async save(
      caller: AuthUser,
      workspaceId: string,
      body: SaveWorkspaceApiKeyBody
    ) {
      await deps.authorize(caller.id, workspaceId, 'manageIntegrations')
      const key = body.apiKey.trim()
      if (!body.service.trim() || !key) throw invalid(API_KEY_MESSAGES.required)
      const service = serviceName(body.service)
      if (key.length > 4096) throw invalid('The API key is too long.')
      const problem = headerValueProblem(key)
      if (problem) throw invalid(`The API key ${problem}`)
      const row = await repo.upsert(
        {
          workspaceId,
          service,
          keyName: optionalText(body.keyName, 100, 'Key name') ?? null,
          sealedKey: vault.seal(
            key,
            sealContext.workspaceApiKey(workspaceId, service)
          ),
          last4: key.length >= 12 ? key.slice(-4) : '',
        },
        now()
      )
      await deps.audit(
        { workspaceId },
        {
          actorId: caller.id,
          action: 'workspace_key.saved',
          target: { type: 'workspace_key', name: service },
        }
      )
      return toWorkspaceApiKey(row)
    },

    async remove(caller: AuthUser, workspaceId: string, rawService: string) {
      await deps.authorize(caller.id, workspaceId, 'manageIntegrations')
      const service = serviceName(rawService)
      if (!(await repo.remove(workspaceId, service))) {
        throw new AppError('NOT_FOUND', {
          message: 'No key is stored for this service in the workspace.',
        })
      }
      await deps.audit(
        { workspaceId },
        {
          actorId: caller.id,
          action: 'workspace_key.removed',
          target: { type: 'workspace_key', name: service },
        }
      )
      return service
    },

    /** Whether the workspace has a key for the service the user may build with. */
    hasUsableKey: async (
      userId: string,
      workspaceId: string,
      service: string
    ) => Boolean(await usableRow(userId, workspaceId, service)),

    /** The workspace's key for a build's tool, opened; checked again at each use. */
    async openUsableKey(userId: string, workspaceId: string, service: string) {
      const row = await usableRow(userId, workspaceId, service)
      return (
        row &&
        vault.open(
          row.sealedKey,
          sealContext.workspaceApiKey(workspaceId, service)
        )
      )
    },

    /** Re-seals stored keys under the vault's active key (vault rotation). */
    resealStale: (current: Vault) => repo.resealStale(current),
  }
}

export type WorkspaceApiKeysService = ReturnType<
  typeof createWorkspaceApiKeysService
>
