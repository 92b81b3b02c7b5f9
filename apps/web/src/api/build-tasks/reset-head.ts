import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { ResetHeadBody } from '@kiln/contract/projects'
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { projectsQueryOptions } from '../projects/get-projects'

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
      // The project list names the task a project opens on: the new head.
      void queryClient.invalidateQueries({
        queryKey: projectsQueryOptions().queryKey,
      })
      await queryClient.invalidateQueries({
        queryKey: queryKeys.buildTasks.history(body.projectId),
      })
      await mutationConfig.onSuccess?.(data, body, ...rest)
    },
  })
}
