import { buildTaskQueryKeys } from '@/api/build-tasks/query-keys'
import { apiClient } from '@/lib/api'
import type { ListHistoryResponse } from '@kiln/contract/projects'
import { queryOptions } from '@tanstack/react-query'

/** POST /build_task/version_control/list_history for a project. */
export function listHistory(projectId: string) {
  return apiClient.post<ListHistoryResponse>(
    '/build_task/version_control/list_history',
    { projectId }
  )
}

export function historyQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: buildTaskQueryKeys.history(projectId),
    queryFn: () => listHistory(projectId),
  })
}
