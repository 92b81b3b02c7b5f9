import { BUILD_STEPS } from '@kiln/contract/build-steps'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { Check, Circle, LoaderCircle } from 'lucide-react'
import { PIPELINE_STEPS, STATUS_LABELS } from '../task-status'
import { EditDiff } from './edit-diff'
import type { LiveFile, LiveTask } from './use-task-events'

const MAX_SHOWN_FILES = 12
const VERBS = {
  created: 'Created',
  updated: 'Edited',
  deleted: 'Deleted',
  renamed: 'Renamed',
}

function fileTitle(file: LiveFile) {
  const name = file.from ? `${file.from} → ${file.path}` : file.path
  const counts =
    file.added === undefined ? '' : ` (+${file.added} -${file.removed ?? 0})`
  return `${VERBS[file.action]} ${name}${counts}`
}

/** The steps of a build in progress and the assistant's streamed text. */
export function LiveProgress({
  task,
  live,
}: {
  task: BuildTask
  live: LiveTask
}) {
  const current = PIPELINE_STEPS.indexOf(task.status)
  const step = BUILD_STEPS.find((s) => s.id === live.step)
  const stepLabel =
    step && step.status === task.status && step.status !== 'PLANNING'
      ? `${step.label}...`
      : null
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
      {stepLabel && (
        <p className="text-muted-foreground text-xs">{stepLabel}</p>
      )}
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
        <div aria-label="File changes" className="space-y-1">
          <p className="text-muted-foreground text-xs">
            {live.files.length} file change
            {live.files.length === 1 ? '' : 's'}
          </p>
          {live.files.slice(-MAX_SHOWN_FILES).map((file, i) => (
            <EditDiff key={i} title={fileTitle(file)} diff={file.diff} />
          ))}
        </div>
      )}
    </div>
  )
}
