import { queryKeys } from '@/lib/query-keys'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { QueryClient } from '@tanstack/react-query'
import { projectsQueryOptions } from '../projects/get-projects'

/** A save made the project's next version: cache it, refresh the project list and the history. */
export function rememberNewVersion(queryClient: QueryClient, task: BuildTask) {
  queryClient.setQueryData(queryKeys.buildTasks.detail(task._id), task)
  void queryClient.invalidateQueries({
    queryKey: projectsQueryOptions().queryKey,
  })
  void queryClient.invalidateQueries({
    queryKey: queryKeys.buildTasks.history(task.projectId),
  })
}
