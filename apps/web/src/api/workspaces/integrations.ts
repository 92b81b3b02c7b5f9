import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  SaveWorkspaceApiKeyBody,
  WorkspaceApiKey,
  WorkspaceApiKeysResponse,
} from '@kiln/contract/api-keys'
import type {
  Api,
  CreateApiBody,
  WorkspaceApisResponse,
} from '@kiln/contract/apis'
import type {
  McpServer,
  McpServerBody,
  WorkspaceMcpServersResponse,
} from '@kiln/contract/mcp-servers'
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query'

const base = (workspaceId: string) =>
  `/workspaces/${encodeURIComponent(workspaceId)}`

/** GET /workspaces/{id}/apis: the workspace's custom APIs (a secret only as `hasSecret`). */
export function workspaceApisQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: queryKeys.workspaces.apis(workspaceId),
    queryFn: async () =>
      (await apiClient.get<WorkspaceApisResponse>(`${base(workspaceId)}/apis`))
        .apis,
  })
}

/** GET /workspaces/{id}/mcp-servers: the workspace's MCP servers. */
export function workspaceMcpServersQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: queryKeys.workspaces.mcpServers(workspaceId),
    queryFn: async () =>
      (
        await apiClient.get<WorkspaceMcpServersResponse>(
          `${base(workspaceId)}/mcp-servers`
        )
      ).servers,
  })
}

/** GET /workspaces/{id}/api-keys: the workspace's service keys (name and last 4 only). */
export function workspaceApiKeysQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: queryKeys.workspaces.apiKeys(workspaceId),
    queryFn: async () =>
      (
        await apiClient.get<WorkspaceApiKeysResponse>(
          `${base(workspaceId)}/api-keys`
        )
      ).apiKeys,
  })
}

/** One change of a workspace list; it refreshes that list. */
function useListChange<V, T>(
  queryKey: QueryKey,
  mutationFn: (variables: V) => Promise<T>
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}

/** POST /workspaces/{id}/apis (admins): the secret goes in, never comes back. */
export const useAddWorkspaceApi = (workspaceId: string) =>
  useListChange(queryKeys.workspaces.apis(workspaceId), (body: CreateApiBody) =>
    apiClient.post<{ api: Api }>(`${base(workspaceId)}/apis`, body)
  )

/** DELETE /workspaces/{id}/apis/{apiId} (admins) */
export const useRemoveWorkspaceApi = (workspaceId: string) =>
  useListChange(queryKeys.workspaces.apis(workspaceId), (apiId: string) =>
    apiClient.delete<unknown>(
      `${base(workspaceId)}/apis/${encodeURIComponent(apiId)}`
    )
  )

/** POST /workspaces/{id}/mcp-servers (admins) */
export const useAddWorkspaceMcpServer = (workspaceId: string) =>
  useListChange(
    queryKeys.workspaces.mcpServers(workspaceId),
    (body: McpServerBody) =>
      apiClient.post<{ server: McpServer }>(
        `${base(workspaceId)}/mcp-servers`,
        body
      )
  )

/** DELETE /workspaces/{id}/mcp-servers/{serverId} (admins) */
export const useRemoveWorkspaceMcpServer = (workspaceId: string) =>
  useListChange(
    queryKeys.workspaces.mcpServers(workspaceId),
    (serverId: string) =>
      apiClient.delete<unknown>(
        `${base(workspaceId)}/mcp-servers/${encodeURIComponent(serverId)}`
      )
  )

/** POST /workspaces/{id}/api-keys (admins): write-only, replaces the service's key. */
export const useSaveWorkspaceApiKey = (workspaceId: string) =>
  useListChange(
    queryKeys.workspaces.apiKeys(workspaceId),
    (body: SaveWorkspaceApiKeyBody) =>
      apiClient.post<{ apiKey: WorkspaceApiKey }>(
        `${base(workspaceId)}/api-keys`,
        body
      )
  )

/** DELETE /workspaces/{id}/api-keys/{service} (admins) */
export const useRemoveWorkspaceApiKey = (workspaceId: string) =>
  useListChange(queryKeys.workspaces.apiKeys(workspaceId), (service: string) =>
    apiClient.delete<unknown>(
      `${base(workspaceId)}/api-keys/${encodeURIComponent(service)}`
    )
  )
