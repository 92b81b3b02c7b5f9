import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { RenameProjectBody } from '@kiln/contract/projects'
import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { projectsQueryOptions } from './get-projects'

/** POST /build_project/rename */
export function renameProject(body: RenameProjectBody) {
  return apiClient.post<unknown>('/build_project/rename', body)
}

type Context = {
  previous: BuildTask[] | undefined
  /** The project's cached tasks and histories as they were. */
  snapshot: [QueryKey, unknown][]
}

type History = { tasksHistory: { buildTask: BuildTask }[] }

/** A cached task or version history with the project's new name. */
function renamed(data: unknown, projectId: string, name: string): unknown {
  const rename = (task: BuildTask) =>
    task.projectId === projectId ? { ...task, name } : task
  if (!data || typeof data !== 'object') return data
  if ('projectId' in data && 'name' in data) return rename(data as BuildTask)
  if ('tasksHistory' in data) {
    const history = data as History
    return {
      ...history,
      tasksHistory: history.tasksHistory.map((entry) => ({
        ...entry,
        buildTask: rename(entry.buildTask),
      })),
    }
  }
  return data
}

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
      // The open studio's header reads the task and the version history.
      const tasksKey = queryKeys.buildTasks.all
      await queryClient.cancelQueries({ queryKey: tasksKey })
      const snapshot = queryClient.getQueriesData({ queryKey: tasksKey })
      for (const [key, data] of snapshot)
        queryClient.setQueryData(key, renamed(data, projectId, name))
      return { previous, snapshot }
    },
    onError: (error, variables, context, meta) => {
      if (context) {
        queryClient.setQueryData(listKey, context.previous)
        for (const [key, data] of context.snapshot)
          queryClient.setQueryData(key, data)
      }
      mutationConfig.onError?.(error, variables, context, meta)
    },
    onSuccess: (...args) => mutationConfig.onSuccess?.(...args),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKey })
      void queryClient.invalidateQueries({ queryKey: queryKeys.buildTasks.all })
    },
  })
}
