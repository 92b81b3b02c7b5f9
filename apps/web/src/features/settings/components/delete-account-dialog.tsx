import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import { useState, type FormEvent } from 'react'
import { useDeleteAccount } from '../api/account-data'

/** Resolves true once the server deleted the account. */
export function DeleteAccountDialog({
  open,
  onDismiss,
  userId,
  email,
}: OverlayControlProps<boolean> & { userId: string; email: string }) {
  const remove = useDeleteAccount(userId)
  const [typed, setTyped] = useState('')
  const matches = typed.trim().toLowerCase() === email.toLowerCase()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!matches) return
    remove.mutate({ email: typed.trim() }, { onSuccess: () => onDismiss(true) })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !remove.isPending && onDismiss(false)}
    >
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Everything you own in Kiln is deleted for good: projects,
              versions, app data and uploaded files, integrations and keys.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-1">
            <Label htmlFor="delete-account-email">
              Type <span className="font-semibold break-all">{email}</span> to
              confirm
            </Label>
            <Input
              id="delete-account-email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {remove.isError && (
            <p role="alert" className="text-destructive text-sm">
              {getErrorMessage(remove.error)}
            </p>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => onDismiss(false)}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!matches || remove.isPending}
            >
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
