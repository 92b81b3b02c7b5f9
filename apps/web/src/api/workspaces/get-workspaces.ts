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

const RANK = { viewer: 0, editor: 1, admin: 2, owner: 3 } as const

/**
 * Whether the caller's role in the current workspace is at least `needed`
 * (the server refuses the rest with a 403); true until the list has loaded,
 * as in a personal workspace.
 */
export function useCurrentRoleAtLeast() {
  const { data } = useWorkspaces()
  const role = data?.find((workspace) => workspace.current)?.role ?? 'owner'
  return (needed: keyof typeof RANK) => RANK[role] >= RANK[needed]
}

/**
 * Whether the current workspace is a team's: only there do versions and
 * prompts name who asked for them (false until the list has loaded).
 */
export function useInTeamWorkspace() {
  const { data } = useWorkspaces()
  return data?.find((workspace) => workspace.current)?.kind === 'team'
}
