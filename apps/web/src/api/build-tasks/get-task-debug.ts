import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { TaskDebug } from '@kiln/contract/debug'
import { queryOptions } from '@tanstack/react-query'

/** GET /build_task/{id}/debug: events, steps, jobs and errors of a task. */
export function taskDebugQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: queryKeys.buildTasks.debug(taskId),
    queryFn: () =>
      apiClient.get<TaskDebug>(
        `/build_task/${encodeURIComponent(taskId)}/debug`
      ),
    retry: false,
    meta: { errorToast: false },
  })
}
