import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
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
      queryClient.setQueryData(queryKeys.buildTasks.detail(task._id), task),
  })
}
