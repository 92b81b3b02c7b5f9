import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { TaskFilesResponse } from '@kiln/contract/build-tasks'
import { queryOptions } from '@tanstack/react-query'

/** GET /build_task/{id}/files: the full source of one version. */
export function getTaskFiles(taskId: string) {
  return apiClient.get<TaskFilesResponse>(
    `/build_task/${encodeURIComponent(taskId)}/files`
  )
}

export function taskFilesQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: queryKeys.buildTasks.files(taskId),
    queryFn: () => getTaskFiles(taskId),
    select: (data) => data.files,
    staleTime: 60_000,
  })
}
