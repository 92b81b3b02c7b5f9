import { Badge } from '@/components/ui/badge'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { ListHistoryResponse } from '@kiln/contract/projects'
import { STATUS_LABELS } from '../../task-status'
import { Field } from './tab-state'

const formatDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString() : '—'

/** Name, status, prompt, model, versions and credits of the project. */
export function OverviewTab({
  task,
  history,
}: {
  task: BuildTask
  history: ListHistoryResponse | undefined
}) {
  const versions = history?.tasksHistory.length
  const totalCredits = history?.tasksHistory.reduce(
    (sum, entry) => sum + entry.buildTask.creditsSpent,
    0
  )
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold break-words">{task.name}</h2>
        <p className="text-muted-foreground text-sm">
          Version {task.versionNumber}
          {versions ? ` of ${versions}` : ''}
        </p>
      </header>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label="Status">
          <Badge variant="secondary">{STATUS_LABELS[task.status]}</Badge>
        </Field>
        <Field label="Model">{task.model.label}</Field>
        <Field label="Created">{formatDateTime(task.createdAt)}</Field>
        <Field label="Finished">{formatDateTime(task.finishedAt)}</Field>
        <Field label="Credits spent (this version)">{task.creditsSpent}</Field>
        <Field label="Credits spent (all versions)">
          {totalCredits ?? '—'}
        </Field>
      </dl>
      <Field label="Prompt">
        <span className="whitespace-pre-wrap">{task.prompt}</span>
      </Field>
    </div>
  )
}
