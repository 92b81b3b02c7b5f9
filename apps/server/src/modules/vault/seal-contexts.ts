/** The origin (scheme, host, port) of a URL, or '' when it is not one. */
export const originOf = (url: string) =>
  URL.canParse(url) ? new URL(url).origin : ''

/** What each sealed value is bound to (its AES-GCM additional data). */
export const sealContext = {
  apiKey: (userId: string, service: string) => `api_key:${userId}:${service}`,
  workspaceApiKey: (workspaceId: string, service: string) =>
    `workspace_api_key:${workspaceId}:${service}`,
  /**
   * A custom API's credential opens only for requests to the origin it was
   * saved for: a changed base URL needs the secret again.
   */
  api: (apiId: string, url: string) => `api:${apiId}:${originOf(url)}`,
  /** Sealed before secrets were bound to an origin; re-sealed by vault:rotate. */
  legacyApi: (apiId: string) => `api:${apiId}`,
  providerKey: (userId: string, provider: string) =>
    `provider_key:${userId}:${provider}`,
  mcpAuth: (userId: string, serverId: string) =>
    `mcp_auth:${userId}:${serverId}`,
  mcpOauthState: (state: string) => `mcp_oauth_state:${state}`,
  /** A Git remote's token opens only for the origin it was given for. */
  gitRemote: (projectId: string, url: string) =>
    `git_remote:${projectId}:${originOf(url)}`,
  gitWebhook: (projectId: string) => `git_webhook:${projectId}`,
}
