import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { AuditPage } from '@kiln/contract/audit'
import { infiniteQueryOptions } from '@tanstack/react-query'

/** GET /workspaces/{id}/audit: the newest events first, then older pages by cursor. */
export function workspaceAuditQueryOptions(workspaceId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.workspaces.audit(workspaceId),
    queryFn: ({ pageParam }) =>
      apiClient.get<AuditPage>(
        `/workspaces/${encodeURIComponent(workspaceId)}/audit${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''
        }`
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    meta: { errorToast: false },
  })
}
