import { Badge } from '@/components/ui/badge'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { formatDate, formatStatus } from '../format'

/** A project as a card: name, first prompt, status and date; opens its active version. */
export function ProjectCard({
  task,
  onOpen,
}: {
  task: BuildTask
  onOpen: () => void
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="bg-card hover:border-primary/60 focus-visible:ring-ring/50 flex h-full w-full flex-col gap-3 rounded-xl border p-4 text-left shadow-xs transition-colors outline-none focus-visible:ring-[3px]"
    >
      <span className="line-clamp-2 font-medium break-words">{task.name}</span>
      <span className="text-muted-foreground line-clamp-2 text-sm">
        {task.firstPrompt ?? task.prompt}
      </span>
      <span className="mt-auto flex items-center justify-between gap-2 text-xs">
        <Badge variant={task.status === 'FAILED' ? 'outline' : 'secondary'}>
          {formatStatus(task.status)}
        </Badge>
        <time dateTime={task.createdAt} className="text-muted-foreground">
          {formatDate(task.createdAt)}
        </time>
      </span>
    </button>
  )
}
