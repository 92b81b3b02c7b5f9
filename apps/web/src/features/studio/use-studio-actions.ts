import { useCreateBuildTask } from '@/api/build-tasks/create-build-task'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { getRouteApi } from '@tanstack/react-router'
import { toast } from 'sonner'
import { useCancelTask } from './api/cancel-task'
import { useResetHead } from './api/reset-head'

const route = getRouteApi('/_app/build-studio')

/** Follow-ups, cancel and restore: each ends on the task it made or chose. */
export function useStudioActions(task: BuildTask | undefined) {
  const navigate = route.useNavigate()
  const open = (next: { _id: string; projectId: string }) =>
    navigate({
      search: (prev) => ({
        ...prev,
        taskId: next._id,
        projectId: next.projectId,
      }),
    })
  const create = useCreateBuildTask({ onSuccess: (next) => open(next) })
  const cancel = useCancelTask()
  const reset = useResetHead({
    onSuccess: (_data, body) => {
      toast.success('Version restored')
      return open({ _id: body.taskId, projectId: body.projectId })
    },
  })
  return {
    send: (prompt: string) =>
      task &&
      create.mutateAsync({
        prompt,
        projectId: task.projectId,
        model: task.model.id,
      }),
    isSending: create.isPending,
    cancel: () => task && cancel.mutate(task._id),
    isCancelling: cancel.isPending,
    restore: (version: BuildTask) =>
      reset.mutate({ projectId: version.projectId, taskId: version._id }),
    restoringId: reset.isPending ? reset.variables.taskId : undefined,
  }
}
