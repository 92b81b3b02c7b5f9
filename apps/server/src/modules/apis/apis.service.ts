import type { CreateApiBody, UpdateApiBody } from '@kiln/contract/integrations'
import type { Database } from '../../db/database'
import { newId } from '../../db/schema/ids'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { AuditIn } from '../audit'
import type { RateLimiter } from '../auth'
import {
  OutboundError,
  refuseBlockedDestination,
  type GuardedFetch,
  type Policy,
} from '../outbound'
import { originOf, sealContext, type Vault } from '../vault'
import type { WorkspaceAction } from '../workspaces'
import { apiAuthHeaders } from './api-request'
import { toApi } from './api-view'
import { createApisRepo, type ApiValues } from './apis.repo'
import { listOperations } from './openapi-operations'
import { createProjectApisRepo } from './project-apis.repo'

const notFound = () => new AppError('NOT_FOUND', { message: 'API not found.' })
const TEST_LIMIT = { max: 20, windowMs: 60_000 }

type AuthFields = Pick<UpdateApiBody, 'authType' | 'headerName' | 'secret'>

export function createApisService(deps: {
  db: Database
  /** The project if the caller may do `action` on it (the projects' access check). */
  requireProject: (
    userId: string,
    projectId: string,
    action: 'read' | 'edit'
  ) => Promise<{ workspaceId: string }>
  /** The workspaces' one role check (404 for a non-member, 403 for a role that may not). */
  authorize: (
    userId: string,
    workspaceId: string,
    action: WorkspaceAction
  ) => Promise<unknown>
  vault: Vault
  fetch: GuardedFetch
  limiter: RateLimiter
  /** The outbound guard's policy: base URLs it would refuse are refused when saved. */
  policy: Policy
  now: () => Date
  /** The audit log: grants in the project's workspace, the user's own APIs in their personal one. */
  audit: AuditIn
  /** The ids of a workspace's projects (the projects module). */
  projectIdsIn: (workspaceId: string) => Promise<string[]>
}) {
  const { vault, now } = deps
  const repo = createApisRepo(deps.db)
  const grants = createProjectApisRepo(deps.db)

  /**
   * Columns for the credential; `none` drops a stored secret. A secret is
   * sealed for the origin of `baseUrl`: moving the API to another origin
   * needs the secret again.
   */
  function authValues(
    id: string,
    baseUrl: string,
    body: AuthFields,
    current?: ApiValues
  ) {
    const authType = body.authType ?? current?.authType ?? 'none'
    const headerName = body.headerName ?? current?.headerName ?? null
    if (authType === 'none') {
      return { authType, headerName: null, sealedSecret: null }
    }
    if (authType === 'header' && !headerName) {
      throw new AppError('VALIDATION_FAILED', {
        message: 'Header name is required for header authentication.',
      })
    }
    const moved =
      !!current && originOf(baseUrl) !== originOf(current.baseUrl ?? '')
    if (!body.secret && current?.sealedSecret && moved) {
      throw new AppError('VALIDATION_FAILED', {
        message:
          'Enter the secret again: a stored secret is only sent to the address it was saved for.',
      })
    }
    const sealedSecret = body.secret
      ? vault.seal(body.secret, sealContext.api(id, baseUrl))
      : (current?.sealedSecret ?? null)
    return {
      authType,
      headerName: authType === 'header' ? headerName : null,
      sealedSecret,
    }
  }

  /** Whether the user may build in the workspace (a removed member may not). */
  async function buildsIn(userId: string, workspaceId: string) {
    try {
      await deps.authorize(userId, workspaceId, 'edit')
      return true
    } catch (error) {
      if (error instanceof AppError) return false
      throw error
    }
  }

  /**
   * An API the user may use in the workspace: their own, or the workspace's
   * while they may build there.
   */
  async function findUsable(
    userId: string,
    workspaceId: string | undefined,
    id: string
  ) {
    const row = await repo.findUsable(userId, workspaceId, id)
    if (row?.workspaceId && !(await buildsIn(userId, row.workspaceId)))
      return undefined
    return row
  }

  function valuesOf(id: string, body: CreateApiBody) {
    refuseBlockedDestination(body.baseUrl, deps.policy)
    return {
      id,
      name: body.name,
      baseUrl: body.baseUrl,
      description: body.description ?? '',
      ...authValues(id, body.baseUrl, body),
      openapiOperations: body.openapiSpec
        ? listOperations(body.openapiSpec)
        : null,
      createdAt: now(),
      updatedAt: now(),
    }
  }

  return {
    /** The user's APIs for their account export (never a secret). */
    exportFor: async (userId: string) => (await repo.list(userId)).map(toApi),

    findUsable,

    /** Re-seals stored secrets under the vault's active key (vault rotation). */
    resealStale: (current: Vault) => repo.resealStale(current),

    /**
     * The caller's APIs and the project's workspace's, each with whether the
     * project's app may call it.
     */
    async projectApis(caller: AuthUser, projectId: string) {
      const project = await deps.requireProject(caller.id, projectId, 'read')
      const granted = await grants.grantedIds(projectId)
      const rows = [
        ...(await repo.listOfWorkspace(project.workspaceId)),
        ...(await repo.list(caller.id)),
      ]
      return rows.map((row) => ({
        apiId: row.id,
        name: row.name,
        baseUrl: row.baseUrl,
        granted: granted.has(row.id),
        workspace: row.workspaceId !== null,
      }))
    },

    /** Lets the project's app call the API through the proxy, or stops it. */
    async setProjectGrant(
      caller: AuthUser,
      projectId: string,
      apiId: string,
      granted: boolean
    ) {
      const project = await deps.requireProject(caller.id, projectId, 'edit')
      const api = await findUsable(caller.id, project.workspaceId, apiId)
      if (!api) throw notFound()
      const had = (await grants.grantedIds(projectId)).has(apiId)
      if (granted) await grants.grant(projectId, [apiId])
      else await grants.revoke(projectId, apiId)
      if (had === granted) return
      await deps.audit(
        { projectId },
        {
          actorId: caller.id,
          action: granted ? 'api.granted' : 'api.revoked',
          target: { type: 'api', id: api.id, name: api.name },
          details: { baseUrl: api.baseUrl },
        }
      )
    },

    /**
     * The APIs chosen for a build of the project (already checked to be
     * usable by the builder): the app the model writes will call them.
     */
    /**
     * A member who leaves a workspace (or is removed) takes their own APIs
     * with them: the workspace's apps stop calling them with their secret.
     */
    revokeGrantsOfMember: async (userId: string, workspaceId: string) =>
      grants.revokeOwnedBy(userId, await deps.projectIdsIn(workspaceId)),

    grantForBuild: (projectId: string, apiIds: string[] = []) =>
      grants.grant(projectId, [...new Set(apiIds)]),

    async search(caller: AuthUser) {
      return (await repo.list(caller.id)).map(toApi)
    },

    async create(caller: AuthUser, body: CreateApiBody) {
      const row = await repo.insert({
        ...valuesOf(newId(), body),
        userId: caller.id,
      })
      await deps.audit(
        { personalOf: caller.id },
        {
          actorId: caller.id,
          action: 'api.created',
          target: { type: 'api', id: row.id, name: row.name },
          details: { baseUrl: row.baseUrl, auth: row.authType },
        }
      )
      return toApi(row)
    },

    /**
     * A workspace's APIs: any member lists them (never a secret), admins add
     * and remove them; the workspace's builds may use them.
     */
    workspace: {
      async list(caller: AuthUser, workspaceId: string) {
        await deps.authorize(caller.id, workspaceId, 'read')
        return (await repo.listOfWorkspace(workspaceId)).map(toApi)
      },

      async create(caller: AuthUser, workspaceId: string, body: CreateApiBody) {
        await deps.authorize(caller.id, workspaceId, 'manageIntegrations')
        const row = await repo.insert({
          ...valuesOf(newId(), body),
          workspaceId,
        })
        await deps.audit(
          { workspaceId },
          {
            actorId: caller.id,
            action: 'api.created',
            target: { type: 'api', id: row.id, name: row.name },
            details: { baseUrl: row.baseUrl, auth: row.authType },
          }
        )
        return toApi(row)
      },

      async remove(caller: AuthUser, workspaceId: string, id: string) {
        await deps.authorize(caller.id, workspaceId, 'manageIntegrations')
        const row = await repo.removeFromWorkspace(workspaceId, id)
        if (!row) throw notFound()
        await deps.audit(
          { workspaceId },
          {
            actorId: caller.id,
            action: 'api.deleted',
            target: { type: 'api', id: row.id, name: row.name },
            details: { baseUrl: row.baseUrl },
          }
        )
        return id
      },
    },

    async update(caller: AuthUser, id: string, body: UpdateApiBody) {
      const current = await repo.find(caller.id, id)
      if (!current) throw notFound()
      if (body.baseUrl !== undefined) {
        refuseBlockedDestination(body.baseUrl, deps.policy)
      }
      const urlChanged =
        body.baseUrl !== undefined && body.baseUrl !== current.baseUrl
      const row = await repo.update(caller.id, id, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.baseUrl === undefined ? {} : { baseUrl: body.baseUrl }),
        ...(body.description === undefined
          ? {}
          : { description: body.description }),
        ...authValues(id, body.baseUrl ?? current.baseUrl, body, current),
        ...(body.openapiSpec === undefined
          ? {}
          : {
              openapiOperations: body.openapiSpec
                ? listOperations(body.openapiSpec)
                : null,
            }),
        ...(urlChanged || body.secret ? { connectionStatus: 'PENDING' } : {}),
        updatedAt: now(),
      })
      if (!row) throw notFound()
      if (row.sealedSecret !== current.sealedSecret) {
        await deps.audit(
          { personalOf: caller.id },
          {
            actorId: caller.id,
            action: 'api.secret_changed',
            target: { type: 'api', id: row.id, name: row.name },
            details: {
              baseUrl: row.baseUrl,
              secret: row.sealedSecret ? 'set' : 'removed',
            },
          }
        )
      }
      return toApi(row)
    },

    async remove(caller: AuthUser, id: string) {
      const row = await repo.find(caller.id, id)
      if (!row || !(await repo.remove(caller.id, id))) throw notFound()
      await deps.audit(
        { personalOf: caller.id },
        {
          actorId: caller.id,
          action: 'api.deleted',
          target: { type: 'api', id: row.id, name: row.name },
          details: { baseUrl: row.baseUrl },
        }
      )
      return id
    },

    /** One GET of the base URL with the credential, through the guard. */
    async test(caller: AuthUser, id: string) {
      deps.limiter.hit(`api-test:${caller.id}`, TEST_LIMIT)
      const row = await repo.find(caller.id, id)
      if (!row) throw notFound()
      let result: { ok: boolean; status?: number; message: string }
      try {
        const res = await deps.fetch(row.baseUrl, {
          headers: {
            accept: 'application/json',
            ...apiAuthHeaders(row, vault),
          },
        })
        await res.body?.cancel().catch(() => {})
        const refused = res.status === 401 || res.status === 403
        result = {
          ok: res.status < 400,
          status: res.status,
          message:
            res.status < 400
              ? `Connected: the API answered with HTTP ${res.status}.`
              : refused
                ? `The API refused the credentials (HTTP ${res.status}).`
                : `The API answered with HTTP ${res.status}.`,
        }
      } catch (error) {
        if (!(error instanceof OutboundError)) throw error
        result = { ok: false, message: error.message }
      }
      const updated = await repo.update(caller.id, id, {
        connectionStatus: result.ok ? 'SUCCESS' : 'FAILED',
        updatedAt: now(),
      })
      return { api: toApi(updated ?? row), result }
    },
  }
}
