import { buildTaskQueryKeys } from '@/api/build-tasks/query-keys'
import { apiClient } from '@/lib/api'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { useMutation, useQueryClient } from '@tanstack/react-query'

/** POST /build_task/{id}/cancel */
export function cancelTask(taskId: string) {
  return apiClient.post<BuildTask>(
    `/build_task/${encodeURIComponent(taskId)}/cancel`
  )
}

export function useCancelTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelTask,
    onSuccess: (task) =>
      queryClient.setQueryData(buildTaskQueryKeys.detail(task._id), task),
  })
}
