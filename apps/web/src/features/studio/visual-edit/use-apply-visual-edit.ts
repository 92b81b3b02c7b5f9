import { useVisualEdit } from '@/api/build-tasks/visual-edit'
import { toast } from '@/lib/toast'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { VisualEditBody } from '@kiln/contract/visual-edit'
import { getRouteApi } from '@tanstack/react-router'

const route = getRouteApi('/_app/build-studio')

/** A visual edit of `task`: saved as the next version, which the studio then opens. */
export function useApplyVisualEdit(task: BuildTask) {
  const navigate = route.useNavigate()
  const save = useVisualEdit(task._id)
  const apply = (
    body: VisualEditBody,
    options?: {
      onError?: (error: Error) => void
    }
  ) =>
    save.mutate(body, {
      onSuccess: (next) => {
        toast.success(`Saved as version ${next.versionNumber}`)
        void navigate({
          search: (prev) => ({
            ...prev,
            taskId: next._id,
            projectId: next.projectId,
          }),
        })
      },
      onError: (error) => options?.onError?.(error),
    })
  return { apply, isPending: save.isPending, error: save.error }
}
