import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { BuildTask, CreateBuildTaskBody } from '@kiln/contract/build-tasks'
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { projectsQueryOptions } from '../projects/get-projects'

/** POST /build_task: a new project, or a new version of `projectId`. */
export function createBuildTask(body: CreateBuildTaskBody) {
  return apiClient.post<BuildTask>('/build_task', body)
}

/** Comma-separated ids of a search param as the list the API takes. */
export function splitIds(value: string | undefined) {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  return ids.length ? ids : undefined
}

export function useCreateBuildTask(
  mutationConfig: Pick<
    UseMutationOptions<BuildTask, Error, CreateBuildTaskBody>,
    'onSuccess'
  > = {}
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBuildTask,
    onSuccess: (task, ...rest) => {
      queryClient.setQueryData(queryKeys.buildTasks.detail(task._id), task)
      void queryClient.invalidateQueries({
        queryKey: projectsQueryOptions().queryKey,
      })
      void queryClient.invalidateQueries({
        queryKey: queryKeys.buildTasks.history(task.projectId),
      })
      return mutationConfig.onSuccess?.(task, ...rest)
    },
  })
}
