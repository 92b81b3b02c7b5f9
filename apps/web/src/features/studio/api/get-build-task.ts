import { buildTaskQueryKeys } from '@/api/build-tasks/query-keys'
import { apiClient } from '@/lib/api'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { queryOptions } from '@tanstack/react-query'

/** GET /build_task/{id} */
export function getBuildTask(taskId: string) {
  return apiClient.get<BuildTask>(`/build_task/${encodeURIComponent(taskId)}`)
}

export function buildTaskQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: buildTaskQueryKeys.detail(taskId),
    queryFn: () => getBuildTask(taskId),
  })
}
