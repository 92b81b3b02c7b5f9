import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { PlanBody } from '@kiln/contract/build-estimate'
import type { ThreadMessage } from '@kiln/contract/build-tasks'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** POST /build_project/plan: plan mode, a plan added to the thread; no file, no version, no credit. */
export function usePlanChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PlanBody) =>
      apiClient.post<{ messages: ThreadMessage[] }>(
        '/build_project/plan',
        body
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.buildTasks.all }),
  })
}
