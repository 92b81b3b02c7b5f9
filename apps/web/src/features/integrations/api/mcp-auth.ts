import { apiClient } from '@/lib/api'
import type { McpAuthStatusResponse } from '@kiln/contract/mcp-servers'

const authPath = (id: string) => `/mcp-servers/${encodeURIComponent(id)}/auth`

/** POST /mcp-servers/{id}/auth/start: where the user grants access. */
export async function startMcpAuth(id: string) {
  const data = await apiClient.post<{ authorizationUrl: string }>(
    `${authPath(id)}/start`,
    {}
  )
  return data.authorizationUrl
}

/** GET /mcp-servers/{id}/auth/status. */
export async function getMcpAuthStatus(id: string) {
  const data = await apiClient.get<McpAuthStatusResponse>(
    `${authPath(id)}/status`
  )
  return data.isAuthenticated === true
}

/** DELETE /mcp-servers/{id}/auth: forget the server's tokens. */
export function deleteMcpAuth(id: string) {
  return apiClient.delete<McpAuthStatusResponse>(authPath(id))
}
