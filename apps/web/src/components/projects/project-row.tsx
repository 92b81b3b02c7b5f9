import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { Pencil, Pin, PinOff, Trash2 } from 'lucide-react'

type ProjectRowProps = {
  task: BuildTask
  isPinned: boolean
  isActive: boolean
  onOpen: () => void
  onTogglePin: () => void
  /** None: the caller's role may not (docs/product.md §6). */
  onRename?: () => void
  onDelete?: () => void
}

/**
 * One project; its actions show on hover and on keyboard focus, and always
 * on touch screens, which have no hover.
 */
export function ProjectRow({
  task,
  isPinned,
  isActive,
  onOpen,
  onTogglePin,
  onRename,
  onDelete,
}: ProjectRowProps) {
  const PinIcon = isPinned ? PinOff : Pin
  return (
    <li
      className={cn(
        'group hover:bg-sidebar-accent focus-within:bg-sidebar-accent relative flex items-center rounded-md',
        isActive && 'bg-sidebar-accent font-medium'
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-current={isActive ? 'page' : undefined}
        title={task.name}
        className="focus-visible:ring-ring min-w-0 flex-1 truncate rounded-md px-3 py-1.5 text-left text-sm outline-none focus-visible:ring-2 pointer-coarse:pr-24"
      >
        {task.name}
      </button>
      <div className="bg-sidebar-accent absolute right-1 hidden items-center rounded-md group-focus-within:flex group-hover:flex pointer-coarse:flex">
        <RowAction
          label={isPinned ? `Unpin ${task.name}` : `Pin ${task.name}`}
          onClick={onTogglePin}
        >
          <PinIcon />
        </RowAction>
        {onRename && (
          <RowAction label={`Rename ${task.name}`} onClick={onRename}>
            <Pencil />
          </RowAction>
        )}
        {onDelete && (
          <RowAction label={`Delete ${task.name}`} onClick={onDelete}>
            <Trash2 />
          </RowAction>
        )}
      </div>
    </li>
  )
}

function RowAction({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: React.ReactNode
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-7"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}
