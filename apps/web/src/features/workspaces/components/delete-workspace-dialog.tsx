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
import { useId, useState, type FormEvent } from 'react'
import { useDeleteWorkspace } from '../api/workspace-settings'

/** Resolves true once the server deleted the workspace; its name must be typed first. */
export function DeleteWorkspaceDialog({
  open,
  onDismiss,
  workspaceId,
  name,
}: OverlayControlProps<boolean> & { workspaceId: string; name: string }) {
  const remove = useDeleteWorkspace(workspaceId)
  const [typed, setTyped] = useState('')
  const inputId = useId()
  const matches = typed.trim() === name

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!matches) return
    remove.mutate(undefined, { onSuccess: () => onDismiss(true) })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !remove.isPending && onDismiss(false)}
    >
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Delete this workspace?</DialogTitle>
            <DialogDescription>
              The workspace and all its projects, versions, app data and
              published apps are deleted for good, and its members lose access.
              This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-1">
            <Label htmlFor={inputId}>
              Type <span className="font-semibold break-all">{name}</span> to
              confirm
            </Label>
            <Input
              id={inputId}
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
              {remove.isPending ? 'Deleting...' : 'Delete workspace'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
