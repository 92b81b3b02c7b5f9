import type { TaskDebug } from '@kiln/contract/debug'
import type { ReactNode } from 'react'

const ms = (value: number | null) =>
  value === null ? 'running or last' : `${value} ms`

export function Section({
  title,
  children,
}: {
  title: string
  children: ReactNode
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-lg font-medium">{title}</h2>
      {children}
    </section>
  )
}

export function StepsTable({ steps }: { steps: TaskDebug['steps'] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-muted-foreground">
        <tr>
          <th className="py-1">Status</th>
          <th>Started</th>
          <th>Duration</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={`${step.status}-${step.startedAt}`} className="border-t">
            <td className="py-1 font-mono">{step.status}</td>
            <td>{new Date(step.startedAt).toLocaleTimeString()}</td>
            <td>{ms(step.durationMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function JobsTable({ jobs }: { jobs: TaskDebug['jobs'] }) {
  if (jobs.length === 0) return <p className="text-sm">No jobs.</p>
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-muted-foreground">
        <tr>
          <th className="py-1">Job</th>
          <th>Status</th>
          <th>Attempts</th>
          <th>Last error</th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id} className="border-t align-top">
            <td className="py-1 font-mono">{job.kind}</td>
            <td>{job.status}</td>
            <td>
              {job.attempts}/{job.maxAttempts}
            </td>
            <td className="break-words">{job.lastError ?? '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function EventsList({ events }: { events: TaskDebug['events'] }) {
  return (
    <ol className="max-h-96 space-y-1 overflow-auto font-mono text-xs">
      {events.map((event) => (
        <li key={event.id} className="break-all">
          #{event.id} {new Date(event.createdAt).toLocaleTimeString()}{' '}
          {event.type} {JSON.stringify(event.data)}
        </li>
      ))}
    </ol>
  )
}
