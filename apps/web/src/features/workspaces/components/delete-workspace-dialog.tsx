import { ConfirmByTypingDialog } from '@/components/confirm-by-typing-dialog'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import { useDeleteWorkspace } from '../api/workspace-settings'

/** Resolves true once the server deleted the workspace; its name must be typed first. */
export function DeleteWorkspaceDialog({
  open,
  onDismiss,
  workspaceId,
  name,
}: OverlayControlProps<boolean> & { workspaceId: string; name: string }) {
  const remove = useDeleteWorkspace(workspaceId)
  return (
    <ConfirmByTypingDialog
      open={open}
      onCancel={() => onDismiss(false)}
      onConfirm={() =>
        remove.mutate(undefined, { onSuccess: () => onDismiss(true) })
      }
      title="Delete this workspace?"
      description="The workspace and all its projects, versions, app data and published apps are deleted for good, and its members lose access. This cannot be undone."
      phrase={name}
      confirmLabel="Delete workspace"
      pending={remove.isPending}
      error={remove.isError ? remove.error : null}
    />
  )
}
