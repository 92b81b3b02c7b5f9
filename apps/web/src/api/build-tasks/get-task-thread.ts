import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { queryOptions } from '@tanstack/react-query'

/** GET /build_task/{id}/thread: the project's chat up to this version. */
export function getTaskThread(taskId: string) {
  return apiClient.get<ThreadResponse>(
    `/build_task/${encodeURIComponent(taskId)}/thread`
  )
}

export function taskThreadQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: queryKeys.buildTasks.thread(taskId),
    queryFn: () => getTaskThread(taskId),
    select: (data) => data.messages,
  })
}
