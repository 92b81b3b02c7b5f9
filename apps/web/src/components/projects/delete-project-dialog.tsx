import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '@/components/ui/tooltip'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import { useRef } from 'react'
import { truncateName } from './truncate-name'

type DeleteProjectDialogProps = OverlayControlProps<boolean> & {
  name: string
}

/** Resolves with true when the user confirms the deletion. */
export function DeleteProjectDialog({
  open,
  onDismiss,
  name,
}: DeleteProjectDialogProps) {
  const shortName = truncateName(name)
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onDismiss(false)}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Focus Cancel, not the name: its tooltip would cover the text.
          event.preventDefault()
          cancelRef.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Are you absolutely sure?</DialogTitle>
          <DialogDescription>
            This action cannot be undone. This will permanently delete the
            project{' '}
            {shortName === name ? (
              <strong className="text-foreground break-all">{name}</strong>
            ) : (
              // Overlays render outside the signed-in shell and its provider.
              <TooltipProvider>
                <Tooltip>
                  <TooltipTrigger asChild>
                    <strong
                      tabIndex={0}
                      className="text-foreground break-all underline decoration-dotted"
                    >
                      {shortName}
                    </strong>
                  </TooltipTrigger>
                  <TooltipContent>{name}</TooltipContent>
                </Tooltip>
              </TooltipProvider>
            )}{' '}
            and all of its data.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            ref={cancelRef}
            variant="outline"
            onClick={() => onDismiss(false)}
          >
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => onDismiss(true)}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
