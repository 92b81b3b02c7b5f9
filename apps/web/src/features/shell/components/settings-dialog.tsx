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

/** Opened through the overlay registry from the user menu. */
export function SettingsDialog({
  open,
  onDismiss,
  email,
}: OverlayControlProps<void> & { email: string | null }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>
            Signed in as {email ?? 'an unknown e-mail'}. Your account settings
            will be here.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={() => onDismiss()}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
