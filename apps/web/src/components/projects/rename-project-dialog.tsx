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
import type { OverlayControlProps } from '@/lib/overlay-registry'
import { useId, useState } from 'react'

type RenameProjectDialogProps = OverlayControlProps<string> & {
  projectId: string
  currentName: string
}

/** "Rename Project": resolves with the new name; Enter confirms. */
export function RenameProjectDialog({
  open,
  onDismiss,
  projectId,
  currentName,
}: RenameProjectDialogProps) {
  const [name, setName] = useState(currentName)
  const inputId = useId()

  function confirm() {
    const trimmed = name.trim()
    // docs/product.md §5: an empty id or name just closes the dialog.
    if (!projectId || !trimmed || trimmed === currentName) onDismiss()
    else onDismiss(trimmed)
  }

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onDismiss()}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            confirm()
          }}
        >
          <DialogHeader>
            <DialogTitle>Rename Project</DialogTitle>
            <DialogDescription>Give this project a new name.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Project name</Label>
            <Input
              id={inputId}
              value={name}
              maxLength={100}
              autoFocus
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onDismiss()}>
              Cancel
            </Button>
            <Button type="submit">Rename</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
