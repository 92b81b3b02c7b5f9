import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { RenameProjectBody } from '@kiln/contract/projects'
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { projectsQueryOptions } from './get-projects'

/** POST /build_project/rename */
export function renameProject(body: RenameProjectBody) {
  return apiClient.post<unknown>('/build_project/rename', body)
}

type Context = { previous: BuildTask[] | undefined }

/** Optimistic: the new name shows at once and is rolled back on failure. */
export function useRenameProject(
  mutationConfig: Pick<
    UseMutationOptions<unknown, Error, RenameProjectBody, Context>,
    'onSuccess' | 'onError'
  > = {}
) {
  const queryClient = useQueryClient()
  const listKey = projectsQueryOptions().queryKey
  return useMutation({
    mutationFn: renameProject,
    meta: { errorToast: false },
    onMutate: async ({ projectId, name }) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const previous = queryClient.getQueryData(listKey)
      queryClient.setQueryData(listKey, (tasks) =>
        tasks?.map((task) =>
          task.projectId === projectId ? { ...task, name } : task
        )
      )
      return { previous }
    },
    onError: (error, variables, context, meta) => {
      if (context) queryClient.setQueryData(listKey, context.previous)
      mutationConfig.onError?.(error, variables, context, meta)
    },
    onSuccess: (...args) => mutationConfig.onSuccess?.(...args),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKey })
      void queryClient.invalidateQueries({ queryKey: queryKeys.buildTasks.all })
    },
  })
}
