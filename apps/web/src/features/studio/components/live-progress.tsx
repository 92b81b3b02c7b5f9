import type { BuildTask } from '@kiln/contract/build-tasks'
import { Check, Circle, LoaderCircle } from 'lucide-react'
import { PIPELINE_STEPS, STATUS_LABELS } from '../task-status'
import type { LiveTask } from '../use-task-events'

/** The steps of a build in progress and the assistant's streamed text. */
export function LiveProgress({
  task,
  live,
}: {
  task: BuildTask
  live: LiveTask
}) {
  const current = PIPELINE_STEPS.indexOf(task.status)
  return (
    <div className="space-y-3" aria-live="polite">
      <ol aria-label="Build steps" className="space-y-1 text-sm">
        {PIPELINE_STEPS.slice(0, -1).map((status, index) => {
          const isDone = current > index
          const isCurrent = current === index
          const Icon = isDone ? Check : isCurrent ? LoaderCircle : Circle
          return (
            <li
              key={status}
              aria-current={isCurrent ? 'step' : undefined}
              className={isDone || isCurrent ? '' : 'text-muted-foreground'}
            >
              <Icon
                aria-hidden
                className={`mr-2 inline size-3.5 ${isCurrent ? 'animate-spin' : ''}`}
              />
              {STATUS_LABELS[status]}
              {isDone && <span className="sr-only"> (done)</span>}
            </li>
          )
        })}
      </ol>
      {live.repairRounds > 0 && (
        <p className="text-muted-foreground text-xs">
          Fixing build errors (round {live.repairRounds})
        </p>
      )}
      {live.plan && (
        <div className="bg-muted rounded-lg p-3 text-sm whitespace-pre-wrap">
          <span className="text-muted-foreground mb-1 block text-xs font-medium">
            Plan
          </span>
          {live.plan}
        </div>
      )}
      {live.reply && (
        <p className="text-sm whitespace-pre-wrap">{live.reply}</p>
      )}
      {live.files.length > 0 && (
        <p className="text-muted-foreground truncate text-xs">
          {live.files.length} file{live.files.length === 1 ? '' : 's'} written,
          last {live.files.at(-1)?.path}
        </p>
      )}
    </div>
  )
}
