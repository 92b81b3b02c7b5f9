/** What each sealed value is bound to (its AES-GCM additional data). */
export const sealContext = {
  apiKey: (userId: string, service: string) => `api_key:${userId}:${service}`,
  api: (apiId: string) => `api:${apiId}`,
  mcpAuth: (userId: string, serverId: string) =>
    `mcp_auth:${userId}:${serverId}`,
  mcpOauthState: (state: string) => `mcp_oauth_state:${state}`,
}
