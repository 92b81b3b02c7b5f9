import { taskFilesQueryOptions } from '@/api/build-tasks/get-task-files'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'
import { FileDiffList } from '../../components/file-diff-list'
import { diffFiles } from '../../file-changes'
import { Field, TabNote } from './tab-state'

function duration(task: BuildTask) {
  if (!task.startedAt || !task.finishedAt) return '—'
  const seconds = Math.round(
    (Date.parse(task.finishedAt) - Date.parse(task.startedAt)) / 1000
  )
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

/** What this version changed against its parent, and what it cost. */
export function TaskSummaryTab({ task }: { task: BuildTask }) {
  const files = useQuery(taskFilesQueryOptions(task._id))
  const parent = useQuery({
    ...taskFilesQueryOptions(task.parentTaskId ?? ''),
    enabled: task.parentTaskId !== null,
  })
  const isLoading =
    files.isPending || (task.parentTaskId !== null && parent.isPending)
  const changes =
    files.data && (task.parentTaskId === null || parent.data)
      ? diffFiles(parent.data ?? [], files.data)
      : []
  const count = (kind: string) => changes.filter((c) => c.kind === kind).length
  const { inputTokens, outputTokens, cachedInputTokens } = task.usage
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 sm:p-6">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Field label="Build time">{duration(task)}</Field>
        <Field label="Tokens">
          {(inputTokens + outputTokens).toLocaleString()}{' '}
          <span className="text-muted-foreground text-xs">
            ({inputTokens.toLocaleString()} in
            {cachedInputTokens > 0 &&
              `, ${cachedInputTokens.toLocaleString()} cached`}
            , {outputTokens.toLocaleString()} out)
          </span>
        </Field>
        <Field label="Credits">{task.creditsSpent}</Field>
        <Field label="Files">
          {count('added')} added, {count('changed')} changed, {count('removed')}{' '}
          removed
        </Field>
      </dl>
      <section aria-label="File changes" className="space-y-2">
        <h3 className="text-sm font-medium">
          {task.parentTaskId
            ? 'Changes since the previous version'
            : 'Files of the first version'}
        </h3>
        {isLoading ? (
          <TabNote role="status">Loading changes...</TabNote>
        ) : files.isError || parent.isError ? (
          <TabNote role="alert">The changes could not be loaded.</TabNote>
        ) : (
          <FileDiffList changes={changes} />
        )}
      </section>
    </div>
  )
}
