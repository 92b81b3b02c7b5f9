import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { EditVersionBody } from '@kiln/contract/file-edits'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { projectsQueryOptions } from '../projects/get-projects'

/** POST /build_task/{id}/edit: the user's own changes as the next version. */
export function useEditVersion(taskId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: EditVersionBody) =>
      apiClient.post<BuildTask>(
        `/build_task/${encodeURIComponent(taskId)}/edit`,
        body
      ),
    meta: { errorToast: false },
    onSuccess: (task) => {
      queryClient.setQueryData(queryKeys.buildTasks.detail(task._id), task)
      void queryClient.invalidateQueries({
        queryKey: projectsQueryOptions().queryKey,
      })
      void queryClient.invalidateQueries({
        queryKey: queryKeys.buildTasks.history(task.projectId),
      })
    },
  })
}
