import { buildTaskQueryKeys } from '@/api/build-tasks/query-keys'
import { apiClient } from '@/lib/api'
import type { ResetHeadBody } from '@kiln/contract/projects'
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'

/** POST /build_task/version_control/reset_head: make a version the head. */
export function resetHead(body: ResetHeadBody) {
  return apiClient.post<unknown>('/build_task/version_control/reset_head', body)
}

export function useResetHead(
  mutationConfig: Pick<
    UseMutationOptions<unknown, Error, ResetHeadBody>,
    'onSuccess'
  > = {}
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetHead,
    onSuccess: async (data, body, ...rest) => {
      await queryClient.invalidateQueries({
        queryKey: buildTaskQueryKeys.history(body.projectId),
      })
      await mutationConfig.onSuccess?.(data, body, ...rest)
    },
  })
}
