import type { AdminOverview } from '@kiln/contract/admin'
import type { ReactNode } from 'react'

const number = (value: number) => value.toLocaleString('en-US')

/** 1,536 -> "1.5 kB"; bytes as people read them. */
export function formatBytes(bytes: number) {
  const units = ['B', 'kB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`
}

export function formatDuration(ms: number) {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`
}

function Table({
  label,
  head,
  rows,
  empty,
}: {
  label: string
  head: string[]
  rows: ReactNode[][]
  empty: string
}) {
  if (rows.length === 0)
    return <p className="text-muted-foreground text-sm">{empty}</p>
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <thead className="text-muted-foreground border-b">
        <tr>
          {head.map((cell) => (
            <th key={cell} className="py-2">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className="border-b">
            {row.map((cell, j) => (
              <td key={j} className="py-2">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function BuildsTable({ days }: { days: AdminOverview['buildsPerDay'] }) {
  return (
    <Table
      label="Builds per day"
      head={['Day', 'Completed', 'Failed', 'Cancelled', 'In progress']}
      rows={days.map((d) => [
        d.day,
        d.completed,
        d.failed,
        d.cancelled,
        d.other,
      ])}
      empty="No builds in the last 30 days."
    />
  )
}

export function SpendTable({ rows }: { rows: AdminOverview['modelSpend'] }) {
  return (
    <Table
      label="Model spend"
      head={[
        'Provider',
        'Model',
        'Builds',
        'Input tokens',
        'Output tokens',
        'Credits',
      ]}
      rows={rows.map((r) => [
        r.provider,
        r.model,
        number(r.builds),
        number(r.inputTokens),
        number(r.outputTokens),
        number(r.credits),
      ])}
      empty="No model use in the last 30 days."
    />
  )
}

export function StepsTable({ steps }: { steps: AdminOverview['steps'] }) {
  return (
    <Table
      label="Pipeline steps"
      head={['Step', 'Runs', 'Average', 'Slowest', 'Failures']}
      rows={steps.map((s) => [
        s.step,
        number(s.runs),
        formatDuration(s.averageMs),
        formatDuration(s.maxMs),
        number(s.failures),
      ])}
      empty="No steps ran in the last 30 days."
    />
  )
}

export function StorageTable({
  storage,
}: {
  storage: AdminOverview['storage']
}) {
  return (
    <Table
      label="Storage per user"
      head={['User', 'Stored']}
      rows={storage.perUser.map((u) => [
        u.email || u.userId,
        formatBytes(u.bytes),
      ])}
      empty="Nothing stored yet."
    />
  )
}
