import { Button } from '@/components/ui/button'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { AlertTriangle, Wand2 } from 'lucide-react'

/** The follow-up prompt "Try to fix" sends for a version that did not build. */
export function describeFailedBuild(task: BuildTask) {
  return `Try this change again and make it build: ${task.prompt}${task.error ? `\n\nThe last attempt failed: ${task.error}` : ''}`
}

/**
 * Over the last version that built, when the shown version did not build:
 * says so and offers "Try to fix".
 */
export function FailedBuildBanner({
  task,
  shownVersion,
  onFix,
  canFix,
}: {
  task: BuildTask
  /** The version whose preview is shown instead, if any. */
  shownVersion: number | null
  onFix: () => void
  canFix: boolean
}) {
  return (
    <div
      role="status"
      aria-label="Version did not build"
      className="border-destructive/40 bg-background flex items-start gap-3 border-b p-3 text-sm"
    >
      <AlertTriangle
        className="text-destructive mt-0.5 size-4 shrink-0"
        aria-hidden
      />
      <p className="min-w-0 flex-1">
        Version {task.versionNumber} did not build.{' '}
        {shownVersion !== null
          ? `The preview shows version ${shownVersion}, the last one that did.`
          : 'There is no earlier version to show.'}
      </p>
      <Button size="sm" onClick={onFix} disabled={!canFix}>
        <Wand2 />
        Try to fix
      </Button>
    </div>
  )
}
