import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { OverlayControlProps } from '@/lib/overlay-registry'

/** A yes/no question, shown through the overlay registry; resolves true. */
export function ConfirmDialog({
  open,
  onDismiss,
  title,
  description,
  confirmLabel,
  destructive = true,
}: OverlayControlProps<boolean> & {
  title: string
  description: string
  confirmLabel: string
  destructive?: boolean
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onDismiss(false)}>
            Cancel
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={() => onDismiss(true)}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
