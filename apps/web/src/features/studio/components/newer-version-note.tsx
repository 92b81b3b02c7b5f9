import { Button } from '@/components/ui/button'
import { isInProgress, type BuildTask } from '@kiln/contract/build-tasks'
import type { ListHistoryResponse } from '@kiln/contract/projects'
import { Link } from '@tanstack/react-router'
import { Info } from 'lucide-react'

/**
 * On a version that is not the project's current one (an old link, a
 * bookmark): says which version is current and opens it.
 */
export function NewerVersionNote({
  task,
  history,
}: {
  task: BuildTask
  history: ListHistoryResponse
}) {
  const current = history.tasksHistory.find(
    (entry) => entry.buildTask._id === history.activeTaskId
  )
  if (!current || current.buildTask._id === task._id) return null
  if (isInProgress(task.status)) return null
  const newer = current.versionNumber > task.versionNumber
  return (
    <div
      role="status"
      className="bg-muted/50 flex flex-wrap items-center gap-2 border-b px-3 py-2 text-sm"
    >
      <Info className="text-muted-foreground size-4 shrink-0" aria-hidden />
      <span className="min-w-0">
        {newer
          ? `There is a newer version: version ${current.versionNumber} is the current one.`
          : `Version ${current.versionNumber} is the current version of this project.`}
      </span>
      <Button asChild variant="link" size="sm" className="h-auto p-0">
        <Link
          to="/build-studio"
          search={{
            taskId: current.buildTask._id,
            projectId: current.buildTask.projectId,
          }}
        >
          Open version {current.versionNumber}
        </Link>
      </Button>
    </div>
  )
}
