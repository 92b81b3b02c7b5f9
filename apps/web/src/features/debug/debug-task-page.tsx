import { taskDebugQueryOptions } from '@/api/build-tasks/get-task-debug'
import { getErrorMessage } from '@/lib/api-error'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import {
  EventsList,
  JobsTable,
  Section,
  StepsTable,
} from './components/debug-sections'

const route = getRouteApi('/_app/debug/debug_task')

/** /debug/debug_task?taskId=…: what happened during one of my builds. */
export function DebugTaskPage() {
  const { taskId } = route.useSearch()
  const debug = useQuery({
    ...taskDebugQueryOptions(taskId ?? ''),
    enabled: Boolean(taskId),
  })

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Debug task</h1>
      {!taskId ? (
        <p className="text-muted-foreground">
          Add <code>?taskId=…</code> with the id of one of your build tasks.
        </p>
      ) : debug.isError ? (
        <p role="alert">{getErrorMessage(debug.error)}</p>
      ) : !debug.data ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          <p className="text-sm">
            Task <code>{debug.data.taskId}</code>: {debug.data.status}
          </p>
          <Section title="Errors">
            {debug.data.errors.length === 0 ? (
              <p className="text-sm">None.</p>
            ) : (
              <ul className="list-disc pl-5 text-sm">
                {debug.data.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Steps">
            <StepsTable steps={debug.data.steps} />
          </Section>
          <Section title="Jobs">
            <JobsTable jobs={debug.data.jobs} />
          </Section>
          <Section title={`Events (${debug.data.events.length})`}>
            <EventsList events={debug.data.events} />
          </Section>
        </>
      )}
    </div>
  )
}
