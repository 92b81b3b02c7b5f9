import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
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
    queryKey: queryKeys.buildTasks.history(projectId),
    queryFn: () => listHistory(projectId),
  })
}
