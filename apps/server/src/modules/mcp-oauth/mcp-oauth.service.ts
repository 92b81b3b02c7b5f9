import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import { OutboundError, type GuardedFetch } from '../outbound'
import { originOf, sealContext, type Vault } from '../vault'
import { createMcpAuthRepo } from './mcp-auth.repo'
import {
  beginAuthorization,
  finishAuthorization,
  isRefusedDestination,
  OAuthFlowError,
  refreshIfNeeded,
  type PendingFlow,
  type StoredCredentials,
} from './oauth-flow'

const STATE_TTL_MS = 10 * 60 * 1000
const hash = (value: string) =>
  createHash('sha256').update(value).digest('base64url')

export function createMcpOauthService(deps: {
  db: Database
  vault: Vault
  fetch: GuardedFetch
  publicUrl: string
  /** The URL of a server this user may use (official or own), if any. */
  urlOf: (userId: string, serverId: string) => Promise<string | undefined>
  now: () => Date
}) {
  const { vault, now } = deps
  const repo = createMcpAuthRepo(deps.db)
  const redirectUri = `${deps.publicUrl}/api/mcp-oauth/callback`

  async function serverUrl(userId: string, serverId: string) {
    const url = await deps.urlOf(userId, serverId)
    if (!url)
      throw new AppError('NOT_FOUND', { message: 'MCP server not found.' })
    return url
  }

  /**
   * The stored tokens when they were granted for the origin of `url` (the
   * server's URL now); tokens of a server that moved are dropped.
   */
  async function credentials(userId: string, serverId: string, url: string) {
    const row = await repo.find(userId, serverId)
    if (!row) return undefined
    const context = sealContext.mcpAuth(userId, serverId)
    const stored = JSON.parse(
      vault.open(row.sealedCredentials, context)
    ) as Partial<StoredCredentials>
    // Stored before tokens carried their origin: the resource they were for.
    const origin = stored.origin ?? originOf(stored.resource ?? '')
    if (!origin || origin !== originOf(url)) {
      await repo.remove(userId, serverId)
      return undefined
    }
    return stored as StoredCredentials
  }

  return {
    /** Re-seals stored tokens and flows under the vault's active key (vault rotation). */
    resealStale: (current: Vault) => repo.resealStale(current),

    /** Returns the authorization URL and the browser binding for the cookie. */
    async start(caller: AuthUser, serverId: string) {
      const url = await serverUrl(caller.id, serverId)
      const state = randomBytes(32).toString('base64url')
      const binding = randomBytes(32).toString('base64url')
      try {
        const { authorizationUrl, flow } = await beginAuthorization({
          serverUrl: url,
          redirectUri,
          state,
          fetch: deps.fetch,
        })
        const pending: PendingFlow = { ...flow, binding: hash(binding) }
        const time = now()
        await repo.addState({
          state,
          userId: caller.id,
          serverId,
          sealedFlow: vault.seal(
            JSON.stringify(pending),
            sealContext.mcpOauthState(state)
          ),
          expiresAt: new Date(time.getTime() + STATE_TTL_MS),
          createdAt: time,
        })
        return { authorizationUrl, binding }
      } catch (error) {
        if (isRefusedDestination(error)) {
          throw new AppError('DESTINATION_NOT_ALLOWED', {
            message: error.message,
            details: { category: error.category },
          })
        }
        const message =
          error instanceof OAuthFlowError || error instanceof OutboundError
            ? error.message
            : 'Could not start the authorization with this server.'
        throw new AppError('UPSTREAM_FAILED', { message })
      }
    },

    /** Finishes a flow: the state must be fresh, unused and from this browser. */
    async callback(
      code: string | undefined,
      state: string | undefined,
      binding: string | undefined
    ) {
      const row = state ? await repo.takeState(state, now()) : undefined
      if (!row || !code) {
        return {
          ok: false,
          message:
            'This authorization link is invalid or has expired. Please try again.',
        }
      }
      const flow = JSON.parse(
        vault.open(row.sealedFlow, sealContext.mcpOauthState(row.state))
      ) as PendingFlow
      if (!binding || hash(binding) !== flow.binding) {
        return {
          ok: false,
          message:
            'This authorization was started in another session. Please try again.',
        }
      }
      try {
        const stored = await finishAuthorization(flow, code, deps.fetch, now())
        const context = sealContext.mcpAuth(row.userId, row.serverId)
        await repo.save(
          row.userId,
          row.serverId,
          vault.seal(JSON.stringify(stored), context),
          now()
        )
        return {
          ok: true,
          message: 'You can close this window and return to Kiln.',
        }
      } catch {
        return {
          ok: false,
          message:
            'The authorization server did not accept the code. Please try again.',
        }
      }
    },

    async status(caller: AuthUser, serverId: string) {
      const url = await serverUrl(caller.id, serverId)
      const stored = await credentials(caller.id, serverId, url)
      return { isAuthenticated: stored !== undefined }
    },

    /** The server moved to another origin: its tokens must not follow. */
    /** Servers the user has credentials for. */
    authenticatedIds: (userId: string) => repo.authenticatedIds(userId),

    async forget(userId: string, serverId: string) {
      await repo.remove(userId, serverId)
    },

    async disconnect(caller: AuthUser, serverId: string) {
      await serverUrl(caller.id, serverId)
      await repo.remove(caller.id, serverId)
      return { isAuthenticated: false }
    },

    /**
     * Authorization header for a request to the server at `url` (its URL
     * now), refreshing an expired token.
     */
    async headersFor(userId: string, serverId: string, url: string) {
      let stored = await credentials(userId, serverId, url)
      if (!stored) return undefined
      const fresh = await refreshIfNeeded(stored, deps.fetch, now()).catch(
        () => undefined
      )
      if (fresh) {
        stored = fresh
        const context = sealContext.mcpAuth(userId, serverId)
        await repo.save(
          userId,
          serverId,
          vault.seal(JSON.stringify(fresh), context),
          now()
        )
      }
      return { authorization: `Bearer ${stored.tokens.access_token}` }
    },
  }
}

export type McpOauthService = ReturnType<typeof createMcpOauthService>
