import {
  MCP_MESSAGES,
  mcpServerFormSchema,
  mcpServerUrlSchema,
  type McpServerBody,
} from '@kiln/contract/integrations'
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import type { StoredTool } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { AuditIn } from '../audit'
import type { RateLimiter } from '../auth'
import {
  refuseBlockedDestination,
  type GuardedFetch,
  type Policy,
} from '../outbound'
import type { WorkspaceAction } from '../workspaces'
import type { CatalogEntry } from './catalog'
import { isOfficialId } from './catalog'
import { listMcpTools, McpConnectError } from './mcp-client'
import { createMcpServersRepo } from './mcp-servers.repo'
import { officialToMcpServer, toMcpServer } from './mcp-view'

/** Authorization headers for a server the user authenticated with (OAuth). */
export type McpAuthHeaders = (
  userId: string,
  serverId: string,
  url: string
) => Promise<Record<string, string> | undefined>

/** Drops a server's OAuth tokens (its URL moved to another origin). */
export type McpForgetAuth = (userId: string, serverId: string) => Promise<void>

const TEST_FRESH_MS = 60 * 60 * 1000
const TEST_LIMIT = { max: 20, windowMs: 60_000 }

const readOnly = () =>
  new AppError('FORBIDDEN', { message: MCP_MESSAGES.officialReadOnly })
const notFound = () =>
  new AppError('NOT_FOUND', { message: 'MCP server not found.' })

export function createMcpServersService(deps: {
  db: Database
  catalog: CatalogEntry[]
  fetch: GuardedFetch
  limiter: RateLimiter
  authHeaders: McpAuthHeaders
  forgetAuth: McpForgetAuth
  /** Servers the user has credentials for (mcp-oauth). */
  authenticatedIds: (userId: string) => Promise<Set<string>>
  /** The outbound guard's policy: URLs it would refuse are refused when saved. */
  policy: Policy
  /** The workspaces' one role check (404 for a non-member, 403 for a role that may not). */
  authorize: (
    userId: string,
    workspaceId: string,
    action: WorkspaceAction
  ) => Promise<unknown>
  now: () => Date
  /** The audit log (the user's personal workspace). */
  audit: AuditIn
}) {
  const { catalog, now } = deps
  const repo = createMcpServersRepo(deps.db)

  function parseForm(body: McpServerBody) {
    const parsed = mcpServerFormSchema.safeParse({
      name: body.name ?? '',
      url: body.url ?? '',
      description: body.description ?? '',
    })
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? MCP_MESSAGES.urlInvalid
      throw new AppError('VALIDATION_FAILED', { message })
    }
    refuseBlockedDestination(parsed.data.url, deps.policy)
    return parsed.data
  }

  async function checkName(
    owner: string | { workspaceId: string },
    name: string,
    exceptId?: string
  ) {
    const official = catalog.some(
      (entry) => entry.name.toLowerCase() === name.toLowerCase()
    )
    const of = typeof owner === 'string' ? { userId: owner } : owner
    if (official || (await repo.nameTaken(of, name, exceptId))) {
      throw new AppError('CONFLICT', { message: MCP_MESSAGES.nameTaken })
    }
  }

  /** The status and tools a fresh test of this URL recorded, if any. */
  async function tested(userId: string, url: string, since?: Date) {
    const test = await repo.lastTest(userId, url)
    const fresh =
      test && now().getTime() - test.testedAt.getTime() < TEST_FRESH_MS
    if (!test || !fresh || (since && test.testedAt < since)) return undefined
    return { connectionStatus: test.status, tools: test.tools }
  }

  const conflict = (error: unknown) => {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', { message: MCP_MESSAGES.nameTaken })
    }
    throw error
  }

  async function urlOf(userId: string, id: string) {
    if (isOfficialId(id)) return catalog.find((entry) => entry.id === id)?.url
    return (await repo.find(userId, id))?.url
  }

  return {
    urlOf,

    /** The user's servers for their account export (with their tools). */
    exportFor: async (userId: string) =>
      (await repo.list(userId)).map((row) => ({
        ...toMcpServer(row),
        tools: row.tools,
      })),

    /**
     * A server (not an official one) the user may use in the workspace: their
     * own, or the workspace's while they may build there.
     */
    async findUsable(
      userId: string,
      workspaceId: string | undefined,
      id: string
    ) {
      const row = await repo.findUsable(userId, workspaceId, id)
      if (row?.workspaceId) {
        const builds = await deps
          .authorize(userId, row.workspaceId, 'edit')
          .then(
            () => true,
            (error: unknown) => {
              if (error instanceof AppError) return false
              throw error
            }
          )
        if (!builds) return undefined
      }
      return row
    },

    /**
     * A workspace's servers: any member lists them, admins add (with the
     * status of their own test of the URL) and remove them.
     */
    workspace: {
      async list(caller: AuthUser, workspaceId: string) {
        await deps.authorize(caller.id, workspaceId, 'read')
        return (await repo.listOfWorkspace(workspaceId)).map(toMcpServer)
      },

      async create(caller: AuthUser, workspaceId: string, body: McpServerBody) {
        await deps.authorize(caller.id, workspaceId, 'manageIntegrations')
        const form = parseForm(body)
        await checkName({ workspaceId }, form.name)
        const test = await tested(caller.id, form.url)
        const row = await repo
          .insertInWorkspace(
            workspaceId,
            { ...form, connectionStatus: 'PENDING', tools: [], ...test },
            now()
          )
          .catch(conflict)
        await deps.audit(
          { workspaceId },
          {
            actorId: caller.id,
            action: 'mcp_server.added',
            target: { type: 'mcp_server', id: row.id, name: row.name },
            details: { url: row.url },
          }
        )
        return toMcpServer(row)
      },

      async remove(caller: AuthUser, workspaceId: string, id: string) {
        await deps.authorize(caller.id, workspaceId, 'manageIntegrations')
        const row = await repo.removeFromWorkspace(workspaceId, id)
        if (!row) throw notFound()
        await deps.audit(
          { workspaceId },
          {
            actorId: caller.id,
            action: 'mcp_server.removed',
            target: { type: 'mcp_server', id: row.id, name: row.name },
            details: { url: row.url },
          }
        )
        return id
      },
    },

    async search(caller: AuthUser) {
      const [rows, authed] = await Promise.all([
        repo.list(caller.id),
        deps.authenticatedIds(caller.id),
      ])
      return [
        ...catalog.map((entry) =>
          officialToMcpServer(entry, authed.has(entry.id))
        ),
        ...rows.map(toMcpServer),
      ]
    },

    async create(caller: AuthUser, body: McpServerBody) {
      const form = parseForm(body)
      await checkName(caller.id, form.name)
      const test = await tested(caller.id, form.url)
      const row = await repo
        .insert(
          caller.id,
          { ...form, connectionStatus: 'PENDING', tools: [], ...test },
          now()
        )
        .catch(conflict)
      await deps.audit(
        { personalOf: caller.id },
        {
          actorId: caller.id,
          action: 'mcp_server.added',
          target: { type: 'mcp_server', id: row.id, name: row.name },
          details: { url: row.url },
        }
      )
      return toMcpServer(row)
    },

    async update(caller: AuthUser, id: string, body: McpServerBody) {
      if (isOfficialId(id)) throw readOnly()
      const row = await repo.find(caller.id, id)
      if (!row) throw notFound()
      const form = parseForm({
        name: body.name ?? row.name,
        url: body.url ?? row.url,
        description: body.description ?? row.description,
      })
      await checkName(caller.id, form.name, id)
      const urlChanged = form.url !== row.url
      const test = await tested(
        caller.id,
        form.url,
        urlChanged ? undefined : row.updatedAt
      )
      const kept = urlChanged
        ? { connectionStatus: 'PENDING', tools: [] as StoredTool[] }
        : { connectionStatus: row.connectionStatus, tools: row.tools }
      const updated = await repo
        .update(caller.id, id, { ...form, ...kept, ...test }, now())
        .catch(conflict)
      if (!updated) throw notFound()
      if (new URL(form.url).origin !== new URL(row.url).origin)
        await deps.forgetAuth(caller.id, id)
      return toMcpServer(updated)
    },

    async remove(caller: AuthUser, id: string) {
      if (isOfficialId(id)) throw readOnly()
      const row = await repo.find(caller.id, id)
      if (!row || !(await repo.remove(caller.id, id))) throw notFound()
      await deps.forgetAuth(caller.id, id)
      await deps.audit(
        { personalOf: caller.id },
        {
          actorId: caller.id,
          action: 'mcp_server.removed',
          target: { type: 'mcp_server', id: row.id, name: row.name },
          details: { url: row.url },
        }
      )
      return id
    },

    /** Test Connection: lists the tools and records the outcome for saving. */
    async testConnection(caller: AuthUser, rawUrl = '', serverId?: string) {
      deps.limiter.hit(`mcp-test:${caller.id}`, TEST_LIMIT)
      const known = serverId ? await urlOf(caller.id, serverId) : undefined
      if (serverId && !known) throw notFound()
      const parsed = mcpServerUrlSchema.safeParse(rawUrl || known)
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', {
          message: MCP_MESSAGES.testInvalidUrl,
        })
      }
      const url = parsed.data
      // A server's OAuth token goes to that server's own URL only.
      const headers =
        serverId && url === known
          ? await deps.authHeaders(caller.id, serverId, url)
          : undefined
      try {
        const tools = await listMcpTools(url, { fetch: deps.fetch, headers })
        await repo.recordTest(caller.id, url, 'SUCCESS', tools, now())
        return { tools, connectionStatus: 'SUCCESS' as const }
      } catch (error) {
        if (!(error instanceof McpConnectError)) throw error
        await repo.recordTest(caller.id, url, 'FAILED', [], now())
        const blocked =
          error.category === 'BLOCKED_DESTINATION' ||
          error.category === 'INVALID_URL'
        throw new AppError(
          blocked ? 'DESTINATION_NOT_ALLOWED' : 'UPSTREAM_FAILED',
          {
            message: error.message,
            details: { category: error.category },
          }
        )
      }
    },
  }
}

export type McpServersService = ReturnType<typeof createMcpServersService>
