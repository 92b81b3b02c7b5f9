import { apiClient } from '@/lib/api'
import type { BuildTask } from '@kiln/contract/build-tasks'
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { projectsQueryOptions } from './get-projects'

/** DELETE /build_project/{projectId} */
export function deleteProject(projectId: string) {
  return apiClient.delete<unknown>(
    `/build_project/${encodeURIComponent(projectId)}`
  )
}

type Context = { previous: BuildTask[] | undefined }

/** Optimistic: the project leaves the list at once and returns on failure. */
export function useDeleteProject(
  mutationConfig: Pick<
    UseMutationOptions<unknown, Error, string, Context>,
    'onSuccess' | 'onError'
  > & { onMutate?: (projectId: string) => void } = {}
) {
  const queryClient = useQueryClient()
  const listKey = projectsQueryOptions().queryKey
  return useMutation({
    mutationFn: deleteProject,
    meta: { errorToast: false },
    onMutate: async (projectId) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const previous = queryClient.getQueryData(listKey)
      queryClient.setQueryData(listKey, (tasks) =>
        tasks?.filter((task) => task.projectId !== projectId)
      )
      mutationConfig.onMutate?.(projectId)
      return { previous }
    },
    onError: (error, projectId, context, meta) => {
      if (context) queryClient.setQueryData(listKey, context.previous)
      mutationConfig.onError?.(error, projectId, context, meta)
    },
    onSuccess: (...args) => mutationConfig.onSuccess?.(...args),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  })
}
