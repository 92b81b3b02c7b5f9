import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { Publication } from '@kiln/contract/publish'
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

const path = (projectId: string) =>
  `/build_project/${encodeURIComponent(projectId)}/publish`

/** GET /build_project/{projectId}/publish: what the stable URL serves. */
export function publicationQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.publication.detail(projectId),
    queryFn: () => apiClient.get<Publication>(path(projectId)),
    select: (data) => data.published,
  })
}

type PublishVars = { projectId: string; taskId: string }

/** PUT publishes a version (or another one); DELETE unpublishes. */
export function usePublish() {
  const queryClient = useQueryClient()
  const mutation = (fn: (vars: PublishVars) => Promise<Publication>) =>
    ({
      mutationFn: fn,
      onSuccess: (data: Publication, vars: PublishVars) =>
        queryClient.setQueryData(
          publicationQueryOptions(vars.projectId).queryKey,
          data
        ),
    }) as const
  const publish = useMutation(
    mutation(({ projectId, taskId }) =>
      apiClient.put<Publication>(path(projectId), { taskId })
    )
  )
  const unpublish = useMutation(
    mutation(({ projectId }) => apiClient.delete<Publication>(path(projectId)))
  )
  return { publish, unpublish }
}
