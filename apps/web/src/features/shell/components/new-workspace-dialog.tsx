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
import { useId, useState } from 'react'

type NewWorkspaceDialogProps = {
  open: boolean
  /** With the trimmed name to create it; without one to cancel. */
  onDone: (name?: string) => void
  isPending: boolean
}

/** "New workspace": a team workspace the user owns; Enter confirms. */
export function NewWorkspaceDialog({
  open,
  onDone,
  isPending,
}: NewWorkspaceDialogProps) {
  const [name, setName] = useState('')
  const inputId = useId()

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onDone()}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            const trimmed = name.trim()
            if (trimmed) onDone(trimmed)
          }}
        >
          <DialogHeader>
            <DialogTitle>New workspace</DialogTitle>
            <DialogDescription>
              A team workspace: its members build its projects together.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Workspace name</Label>
            <Input
              id={inputId}
              value={name}
              maxLength={80}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onDone()}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending || !name.trim()}>
              Create
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
