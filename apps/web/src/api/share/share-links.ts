import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  CreateShareLinkResponse,
  ShareLinkList,
} from '@kiln/contract/share'
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'

const path = (projectId: string) =>
  `/build_project/${encodeURIComponent(projectId)}/share`

/** GET /build_project/{projectId}/share: the project's active links. */
export function shareLinksQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.shareLinks.list(projectId),
    queryFn: () => apiClient.get<ShareLinkList>(path(projectId)),
    select: (data) => data.links,
  })
}

type CreateVars = { projectId: string; taskId: string }

/** POST /build_project/{projectId}/share: a link to one version. */
export function useCreateShareLink(
  mutationConfig: Pick<
    UseMutationOptions<CreateShareLinkResponse, Error, CreateVars>,
    'onSuccess'
  > = {}
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ projectId, taskId }: CreateVars) =>
      apiClient.post<CreateShareLinkResponse>(path(projectId), { taskId }),
    onSuccess: (created, vars, ...rest) => {
      void queryClient.invalidateQueries({
        queryKey: shareLinksQueryOptions(vars.projectId).queryKey,
      })
      return mutationConfig.onSuccess?.(created, vars, ...rest)
    },
  })
}

type RevokeVars = { projectId: string; id: string }

/** DELETE /build_project/{projectId}/share/{id} */
export function useRevokeShareLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ projectId, id }: RevokeVars) =>
      apiClient.delete<{ success: true }>(
        `${path(projectId)}/${encodeURIComponent(id)}`
      ),
    onSuccess: (_data, vars) =>
      queryClient.invalidateQueries({
        queryKey: shareLinksQueryOptions(vars.projectId).queryKey,
      }),
  })
}
