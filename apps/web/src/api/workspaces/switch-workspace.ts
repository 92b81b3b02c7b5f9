import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { Workspace } from '@kiln/contract/workspaces'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** PUT /workspaces/current: the project list and new projects become its. */
export function switchWorkspace(workspaceId: string) {
  return apiClient.put<unknown>('/workspaces/current', { workspaceId })
}

/** POST /workspaces, then opens the new team workspace. */
export async function createWorkspace(name: string) {
  const created = await apiClient.post<Workspace>('/workspaces', { name })
  await switchWorkspace(created.id)
  return created
}

/** Both refresh the workspaces and the project list of the one now open. */
function useWorkspaceChange<T>(mutationFn: (input: string) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      ])
    },
  })
}

export const useSwitchWorkspace = () => useWorkspaceChange(switchWorkspace)
export const useCreateWorkspace = () => useWorkspaceChange(createWorkspace)

/** POST /workspace_invitations/{token}/accept, then opens the workspace joined. */
export async function acceptInvitation(token: string) {
  const { workspace } = await apiClient.post<{ workspace: Workspace }>(
    `/workspace_invitations/${encodeURIComponent(token)}/accept`
  )
  await switchWorkspace(workspace.id)
  return workspace
}

export const useAcceptInvitation = () => useWorkspaceChange(acceptInvitation)
