import { Button } from '@/components/ui/button'
import { Trash2 } from 'lucide-react'

/** Shown when the card is hovered or focused (a `group` card). */
export function DeleteCardButton({
  name,
  onDelete,
  isPending,
}: {
  name: string
  onDelete: () => void
  isPending?: boolean
}) {
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label={`Delete ${name}`}
      disabled={isPending}
      className="absolute top-2 right-2 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100"
      onClick={onDelete}
    >
      <Trash2 />
    </Button>
  )
}
