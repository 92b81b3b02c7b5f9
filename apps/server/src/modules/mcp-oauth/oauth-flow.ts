import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  exchangeAuthorization,
  refreshAuthorization,
  registerClient,
  startAuthorization,
} from '@modelcontextprotocol/sdk/client/auth.js'
import {
  checkResourceAllowed,
  resourceUrlFromServerUrl,
} from '@modelcontextprotocol/sdk/shared/auth-utils.js'
import type {
  AuthorizationServerMetadata,
  OAuthClientInformationFull,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js'
import { OutboundError, type GuardedFetch } from '../outbound'
import { originOf } from '../vault'

/** What the callback needs to finish a flow; sealed while it waits. */
export type PendingFlow = {
  codeVerifier: string
  binding: string
  client: OAuthClientInformationFull
  authServer: string
  metadata: AuthorizationServerMetadata
  resource: string
  redirectUri: string
  /** The MCP server's origin: its tokens are sent there and nowhere else. */
  origin: string
}

/** What is kept after the flow: sealed in mcp_auth. */
export type StoredCredentials = Omit<
  PendingFlow,
  'codeVerifier' | 'binding'
> & {
  tokens: OAuthTokens
  obtainedAt: number
}

export class OAuthFlowError extends Error {}

/** The guard refused an address the server's metadata or redirects named. */
export const isRefusedDestination = (error: unknown): error is OutboundError =>
  error instanceof OutboundError &&
  (error.category === 'BLOCKED_DESTINATION' || error.category === 'INVALID_URL')

/** The resource metadata names this server: same origin, a prefix of its path (as the MCP SDK's auth()). */
function isOwnResource(serverUrl: string, resource: string) {
  if (!URL.canParse(resource)) return false
  return checkResourceAllowed({
    requestedResource: resourceUrlFromServerUrl(serverUrl),
    configuredResource: resource,
  })
}

/**
 * MCP authorization (2025-06-18): protected resource metadata, then the
 * authorization server's metadata (issuer must match exactly), dynamic
 * client registration, PKCE S256 and the `resource` parameter.
 */
export async function beginAuthorization(options: {
  serverUrl: string
  redirectUri: string
  state: string
  fetch: GuardedFetch
}) {
  const fetchFn = options.fetch
  const resourceMeta = await discoverOAuthProtectedResourceMetadata(
    options.serverUrl,
    {},
    fetchFn
  ).catch((error: unknown) => {
    if (isRefusedDestination(error)) throw error
    // No answer at all (name, connection, time) is not a missing document.
    if (error instanceof OutboundError && error.category !== 'HTTP_ERROR') {
      throw new OAuthFlowError(
        `Could not reach ${new URL(options.serverUrl).host} to start signing in: ${error.message} Try again later.`
      )
    }
    throw new OAuthFlowError(
      'The server does not publish OAuth protected resource metadata.'
    )
  })
  // RFC 9728 §3.3: the metadata must be about this server, or a hostile
  // server could have us ask for (and receive) another resource's token.
  const resource = String(resourceMeta.resource ?? '')
  if (!isOwnResource(options.serverUrl, resource)) {
    throw new OAuthFlowError(
      `The server's OAuth metadata is for another resource (${resource || 'none'}), not for ${options.serverUrl}.`
    )
  }
  const authServer = resourceMeta.authorization_servers?.[0]
  if (!authServer)
    throw new OAuthFlowError('The server names no authorization server.')
  const metadata = await discoverAuthorizationServerMetadata(authServer, {
    fetchFn,
  })
  if (!metadata)
    throw new OAuthFlowError('The authorization server publishes no metadata.')
  if (metadata.issuer !== authServer) {
    throw new OAuthFlowError(
      'The authorization server metadata names another issuer.'
    )
  }
  if (!metadata.code_challenge_methods_supported?.includes('S256')) {
    throw new OAuthFlowError(
      'The authorization server does not support PKCE S256.'
    )
  }
  if (!metadata.registration_endpoint) {
    throw new OAuthFlowError(
      'The authorization server does not allow client registration.'
    )
  }
  const client = await registerClient(authServer, {
    metadata,
    clientMetadata: {
      client_name: 'Kiln',
      redirect_uris: [options.redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    fetchFn,
  })
  const { authorizationUrl, codeVerifier } = await startAuthorization(
    authServer,
    {
      metadata,
      clientInformation: client,
      redirectUrl: options.redirectUri,
      state: options.state,
      resource: new URL(resource),
      scope: resourceMeta.scopes_supported?.join(' ') || undefined,
    }
  )
  return {
    authorizationUrl: authorizationUrl.toString(),
    flow: {
      codeVerifier,
      client,
      authServer,
      metadata,
      resource,
      redirectUri: options.redirectUri,
      origin: originOf(options.serverUrl),
    },
  }
}

export async function finishAuthorization(
  flow: PendingFlow,
  code: string,
  fetch: GuardedFetch,
  now: Date
): Promise<StoredCredentials> {
  const tokens = await exchangeAuthorization(flow.authServer, {
    metadata: flow.metadata,
    clientInformation: flow.client,
    authorizationCode: code,
    codeVerifier: flow.codeVerifier,
    redirectUri: flow.redirectUri,
    resource: new URL(flow.resource),
    fetchFn: fetch,
  })
  const { codeVerifier: _v, binding: _b, ...kept } = flow
  return { ...kept, tokens, obtainedAt: now.getTime() }
}

/** Fresh tokens when the access token is (nearly) expired and can be refreshed. */
export async function refreshIfNeeded(
  stored: StoredCredentials,
  fetch: GuardedFetch,
  now: Date
): Promise<StoredCredentials | undefined> {
  const expiresIn = stored.tokens.expires_in
  if (!expiresIn) return undefined
  const expiresAt = stored.obtainedAt + expiresIn * 1000
  if (now.getTime() < expiresAt - 60_000) return undefined
  if (!stored.tokens.refresh_token) return undefined
  const tokens = await refreshAuthorization(stored.authServer, {
    metadata: stored.metadata,
    clientInformation: stored.client,
    refreshToken: stored.tokens.refresh_token,
    resource: new URL(stored.resource),
    fetchFn: fetch,
  })
  return {
    ...stored,
    tokens: { refresh_token: stored.tokens.refresh_token, ...tokens },
    obtainedAt: now.getTime(),
  }
}
