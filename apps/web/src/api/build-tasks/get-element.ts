import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { ElementView } from '@kiln/contract/visual-edit'
import { queryOptions } from '@tanstack/react-query'

/** GET /build_task/{id}/element?loc=: what the preview element at `loc` is in this version's source. */
export function getElement(taskId: string, loc: string) {
  return apiClient.get<ElementView>(
    `/build_task/${encodeURIComponent(taskId)}/element?loc=${encodeURIComponent(loc)}`
  )
}

export function elementQueryOptions(taskId: string, loc: string) {
  return queryOptions({
    queryKey: queryKeys.buildTasks.element(taskId, loc),
    queryFn: () => getElement(taskId, loc),
    // a version's files never change
    staleTime: Infinity,
    retry: false,
    meta: { errorToast: false },
  })
}
