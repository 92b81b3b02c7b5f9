import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { Publication, PublishReview } from '@kiln/contract/publish'
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

/** GET …/publish/review: what publishing the version would expose. */
export function publishReviewQueryOptions(projectId: string, taskId: string) {
  return queryOptions({
    queryKey: queryKeys.publication.review(projectId, taskId),
    queryFn: () =>
      apiClient.get<PublishReview>(
        `${path(projectId)}/review?taskId=${encodeURIComponent(taskId)}`
      ),
    staleTime: 0,
  })
}

type PublishVars = { projectId: string; taskId: string; copyData?: boolean }

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
    mutation(({ projectId, taskId, copyData }) =>
      apiClient.put<Publication>(path(projectId), {
        taskId,
        ...(copyData ? { copyData } : {}),
      })
    )
  )
  const unpublish = useMutation(
    mutation(({ projectId }) => apiClient.delete<Publication>(path(projectId)))
  )
  return { publish, unpublish }
}
