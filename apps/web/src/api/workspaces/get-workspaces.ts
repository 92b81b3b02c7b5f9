import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { Workspace } from '@kiln/contract/workspaces'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** GET /workspaces: the caller's workspaces with their role; one is current. */
export async function getWorkspaces(): Promise<Workspace[]> {
  const data = await apiClient.get<{ workspaces: Workspace[] }>('/workspaces')
  return data.workspaces
}

export function workspacesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.workspaces.list(),
    queryFn: getWorkspaces,
    meta: { errorToast: false },
  })
}

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions())
}
