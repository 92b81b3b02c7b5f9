import { buildTaskQueryOptions } from '@/api/build-tasks/get-build-task'
import { taskThreadQueryOptions } from '@/api/build-tasks/get-task-thread'
import { historyQueryOptions } from '@/api/build-tasks/list-history'
import type { QueryClient } from '@tanstack/react-query'

/** The search params the studio's data depends on (its loaderDeps). */
export type StudioDeps = { taskId?: string; projectId?: string }

/**
 * The route loader of /build-studio: the task the URL names, else the active
 * version of its project, with the task's thread and the project's history
 * in the cache. Null when the URL names neither.
 */
export async function loadStudio(
  queryClient: QueryClient,
  { taskId, projectId }: StudioDeps
): Promise<{ taskId: string | null }> {
  let openedTaskId = taskId
  if (!openedTaskId && projectId) {
    const history = await queryClient.ensureQueryData(
      historyQueryOptions(projectId)
    )
    openedTaskId =
      history.activeTaskId ?? history.tasksHistory.at(-1)?.buildTask._id
  }
  if (!openedTaskId) return { taskId: null }
  const [task] = await Promise.all([
    queryClient.ensureQueryData(buildTaskQueryOptions(openedTaskId)),
    queryClient.ensureQueryData(taskThreadQueryOptions(openedTaskId)),
  ])
  await queryClient.ensureQueryData(historyQueryOptions(task.projectId))
  return { taskId: openedTaskId }
}
