import { apiClient } from '@/lib/api'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { EditVersionBody } from '@kiln/contract/file-edits'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { rememberNewVersion } from './new-version-cache'

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
    onSuccess: (task) => rememberNewVersion(queryClient, task),
  })
}
