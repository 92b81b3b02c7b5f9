import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { Workspace } from '@kiln/contract/workspaces'
import { useMutation, useQueryClient } from '@tanstack/react-query'

const base = (workspaceId: string) =>
  `/workspaces/${encodeURIComponent(workspaceId)}`

/** A change of the workspace itself; it refreshes every workspace query. */
function useWorkspaceChange<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta: { errorToast: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.all }),
  })
}

/** PATCH /workspaces/{id} (admins and the owner) */
export const useRenameWorkspace = (workspaceId: string) =>
  useWorkspaceChange((name: string) =>
    apiClient.patch<Workspace>(base(workspaceId), { name })
  )

/** POST /workspaces/{id}/transfer (the owner; they become an admin) */
export const useTransferOwnership = (workspaceId: string) =>
  useWorkspaceChange((userId: string) =>
    apiClient.post<unknown>(`${base(workspaceId)}/transfer`, { userId })
  )

/** DELETE /workspaces/{id} (the owner, a team workspace, with its projects) */
export function useDeleteWorkspace(workspaceId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiClient.delete<unknown>(base(workspaceId)),
    meta: { errorToast: false },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.workspaces.all })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      ])
    },
  })
}
