import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import { FigmaKeyCard } from './figma-key-card'

/** The Integrations dialog: keys for third-party services (docs/product.md §2). */
export function ApiKeysDialog({ open, onDismiss }: OverlayControlProps<void>) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Integrations</DialogTitle>
          <DialogDescription>
            Keys for third-party services your builds can use. Keys are stored
            encrypted and never shown again.
          </DialogDescription>
        </DialogHeader>
        <FigmaKeyCard onCancel={() => onDismiss()} />
      </DialogContent>
    </Dialog>
  )
}
