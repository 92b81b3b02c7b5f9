import { useCancelTask } from '@/api/build-tasks/cancel-task'
import { useCreateBuildTask } from '@/api/build-tasks/create-build-task'
import { usePlanChange } from '@/api/build-tasks/plan-change'
import { useResetHead } from '@/api/build-tasks/reset-head'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { overlays } from '@/lib/overlay-registry'
import { toast } from '@/lib/toast'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { getRouteApi } from '@tanstack/react-router'

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
      // The chat keeps to its newest message itself: the router would put
      // back the scroll position it had before the message was added.
      resetScroll: false,
    })
  const create = useCreateBuildTask({ onSuccess: (next) => open(next) })
  const plan = usePlanChange()
  const cancel = useCancelTask()
  const reset = useResetHead({
    onSuccess: (_data, body) =>
      open({ _id: body.taskId, projectId: body.projectId }),
  })
  const restore = async (version: BuildTask) => {
    const confirmed = await overlays.show(ConfirmDialog, {
      title: `Restore version ${version.versionNumber}?`,
      description: `Version ${version.versionNumber} becomes the active version: the project opens on it and the next prompt builds on it. Later versions stay in the history.`,
      confirmLabel: 'Restore',
      destructive: false,
    })
    if (!confirmed) return
    // The studio remounts on the restored task, so toast after the promise
    // rather than in a per-call callback of this (unmounted) observer.
    await reset.mutateAsync({
      projectId: version.projectId,
      taskId: version._id,
    })
    toast.success(`Restored version ${version.versionNumber}`)
  }
  return {
    /** A follow-up; `fixOf` names the version a "Try to fix" repairs. */
    send: (prompt: string, model: string, fixOf?: string) =>
      task &&
      create.mutateAsync({
        prompt,
        projectId: task.projectId,
        model,
        ...(fixOf ? { fixOf } : {}),
      }),
    /** Plan mode: a plan joins the thread; nothing is built. */
    plan: (prompt: string, model: string) =>
      task && plan.mutateAsync({ prompt, projectId: task.projectId, model }),
    isSending: create.isPending || plan.isPending,
    cancel: () => task && cancel.mutate(task._id),
    isCancelling: cancel.isPending,
    // Failures are toasted by the mutation cache.
    restore: (version: BuildTask) => void restore(version).catch(() => {}),
    restoringId: reset.isPending ? reset.variables.taskId : undefined,
  }
}
