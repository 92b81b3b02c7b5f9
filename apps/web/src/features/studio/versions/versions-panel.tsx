import { useInTeamWorkspace } from '@/api/workspaces/get-workspaces'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { ListHistoryResponse } from '@kiln/contract/projects'
import { Eye, History, X } from 'lucide-react'
import { STATUS_LABELS } from '../task-status'
import { CompareDialog } from './compare-dialog'
import { CompareForm } from './compare-form'
import { checkRestore } from './restore-rule'

type VersionsPanelProps = {
  history: ListHistoryResponse
  shownTaskId: string
  isBuilding: boolean
  onPreview: (task: BuildTask) => void
  onRestore: (task: BuildTask) => void
  restoringId: string | undefined
  onClose: () => void
}

/** Every version of the project: preview, restore and compare. */
export function VersionsPanel(props: VersionsPanelProps) {
  const { history, shownTaskId } = props
  const inTeam = useInTeamWorkspace()
  const entries = [...history.tasksHistory].reverse()
  return (
    <section
      aria-label="Versions"
      className="bg-background flex h-full flex-col border-l shadow-lg"
    >
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <History className="size-4" aria-hidden />
        <h2 className="flex-1 text-sm font-semibold">Versions</h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Close versions"
          onClick={props.onClose}
        >
          <X />
        </Button>
      </header>
      <ol className="min-h-0 flex-1 divide-y overflow-y-auto">
        {entries.map(({ buildTask: task, versionNumber, authorName }) => {
          const restore = checkRestore(task, {
            activeTaskId: history.activeTaskId,
            isBuilding: props.isBuilding,
          })
          const reasonId = `restore-reason-${task._id}`
          return (
            <li
              key={task._id}
              aria-label={`Version ${versionNumber}`}
              className="space-y-2 p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">Version {versionNumber}</span>
                <Badge variant="secondary">{STATUS_LABELS[task.status]}</Badge>
                {task._id === history.activeTaskId && <Badge>Current</Badge>}
                {task.runCheck?.status === 'failed' && (
                  <Badge
                    variant="outline"
                    className="border-destructive text-destructive"
                    title={task.runCheck.routes
                      .flatMap((r) => r.errors.map((e) => `${r.path}: ${e}`))
                      .join('\n')}
                  >
                    Run check failed
                  </Badge>
                )}
              </div>
              <p className="text-muted-foreground line-clamp-2 text-xs">
                {task.prompt}
              </p>
              {inTeam && authorName && (
                <p className="text-muted-foreground text-xs">By {authorName}</p>
              )}
              <time
                dateTime={task.createdAt}
                className="text-muted-foreground block text-xs"
              >
                {new Date(task.createdAt).toLocaleString()}
              </time>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={task._id === shownTaskId}
                  onClick={() => props.onPreview(task)}
                >
                  <Eye />
                  {task._id === shownTaskId ? 'Showing' : 'Preview'}
                </Button>
                {task._id !== history.activeTaskId && (
                  <Button
                    size="sm"
                    disabled={
                      !restore.canRestore || props.restoringId !== undefined
                    }
                    aria-describedby={restore.reason ? reasonId : undefined}
                    onClick={() => props.onRestore(task)}
                  >
                    {props.restoringId === task._id
                      ? 'Restoring...'
                      : 'Restore'}
                  </Button>
                )}
              </div>
              {restore.reason && task._id !== history.activeTaskId && (
                <p id={reasonId} className="text-muted-foreground text-xs">
                  {restore.reason}
                </p>
              )}
            </li>
          )
        })}
      </ol>
      {history.tasksHistory.length > 1 && (
        <CompareForm
          history={history}
          onCompare={(from, to) =>
            void overlays.show(CompareDialog, { from, to })
          }
        />
      )}
    </section>
  )
}
