import { apiClient } from '@/lib/api'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { VisualEditBody } from '@kiln/contract/visual-edit'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { rememberNewVersion } from './new-version-cache'

/** POST /build_task/{id}/visual_edit: one element's text, classes or image as the next version (no credit). */
export function useVisualEdit(taskId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: VisualEditBody) =>
      apiClient.post<BuildTask>(
        `/build_task/${encodeURIComponent(taskId)}/visual_edit`,
        body
      ),
    meta: { errorToast: false },
    onSuccess: (task) => rememberNewVersion(queryClient, task),
  })
}
