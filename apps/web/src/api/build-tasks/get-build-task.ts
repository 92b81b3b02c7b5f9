import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { queryOptions } from '@tanstack/react-query'

/** GET /build_task/{taskId} */
export function getBuildTask(taskId: string) {
  return apiClient.get<BuildTask>(`/build_task/${encodeURIComponent(taskId)}`)
}

export function buildTaskQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: queryKeys.buildTasks.detail(taskId),
    queryFn: () => getBuildTask(taskId),
    // The studio's live events keep an open task current, so the read the
    // route loader made is reused when the page mounts, even on a slow device.
    staleTime: 10_000,
  })
}
