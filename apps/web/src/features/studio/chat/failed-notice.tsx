import { Button } from '@/components/ui/button'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { AlertTriangle, RotateCcw } from 'lucide-react'

/** A FAILED or CANCELLED version: the reason and a Retry of its prompt. */
export function FailedNotice({
  task,
  onRetry,
  isRetrying,
}: {
  task: BuildTask
  onRetry: () => void
  isRetrying: boolean
}) {
  const isFailed = task.status === 'FAILED'
  return (
    <div
      role={isFailed ? 'alert' : 'status'}
      className="border-destructive/40 bg-destructive/5 space-y-2 rounded-lg border p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="text-destructive size-4" aria-hidden />
        {isFailed ? 'Build failed' : 'Build cancelled'}
      </p>
      {task.error && <p className="text-muted-foreground">{task.error}</p>}
      <Button
        size="sm"
        variant="outline"
        onClick={onRetry}
        disabled={isRetrying}
      >
        <RotateCcw />
        Retry
      </Button>
    </div>
  )
}
