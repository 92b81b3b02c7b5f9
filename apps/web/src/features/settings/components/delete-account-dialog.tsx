import { ConfirmByTypingDialog } from '@/components/confirm-by-typing-dialog'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import { useDeleteAccount } from '../api/account-data'

/** Resolves true once the server deleted the account; its e-mail must be typed first. */
export function DeleteAccountDialog({
  open,
  onDismiss,
  userId,
  email,
}: OverlayControlProps<boolean> & { userId: string; email: string }) {
  const remove = useDeleteAccount(userId)
  return (
    <ConfirmByTypingDialog
      open={open}
      onCancel={() => onDismiss(false)}
      onConfirm={(typed) =>
        remove.mutate({ email: typed }, { onSuccess: () => onDismiss(true) })
      }
      title="Delete your account?"
      description="Everything you own in Kiln is deleted for good: projects, versions, app data and uploaded files, integrations and keys."
      phrase={email}
      ignoreCase
      confirmLabel="Delete my account"
      pending={remove.isPending}
      error={remove.isError ? remove.error : null}
    />
  )
}
