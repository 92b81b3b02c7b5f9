import { Button } from '@/components/ui/button'
import type { ListHistoryResponse } from '@kiln/contract/projects'
import { GitCompare } from 'lucide-react'
import { useId, useState } from 'react'

export type VersionRef = { taskId: string; versionNumber: number }

/** Picks two versions to compare, defaulting to the last two. */
export function CompareForm({
  history,
  onCompare,
}: {
  history: ListHistoryResponse
  onCompare: (from: VersionRef, to: VersionRef) => void
}) {
  const versions = history.tasksHistory.map((e) => ({
    taskId: e.buildTask._id,
    versionNumber: e.versionNumber,
  }))
  const [from, setFrom] = useState(versions.at(-2)?.taskId ?? '')
  const [to, setTo] = useState(versions.at(-1)?.taskId ?? '')
  const fromId = useId()
  const toId = useId()
  const find = (id: string) => versions.find((v) => v.taskId === id)

  function select(id: string, value: string, onChange: (v: string) => void) {
    return (
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="border-input bg-background h-8 min-w-0 flex-1 rounded-md border px-2 text-sm"
      >
        {versions.map((v) => (
          <option key={v.taskId} value={v.taskId}>
            Version {v.versionNumber}
          </option>
        ))}
      </select>
    )
  }

  return (
    <form
      aria-label="Compare versions"
      className="space-y-2 border-t p-3"
      onSubmit={(event) => {
        event.preventDefault()
        const a = find(from)
        const b = find(to)
        if (a && b) onCompare(a, b)
      }}
    >
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={fromId}>From</label>
        {select(fromId, from, setFrom)}
        <label htmlFor={toId}>to</label>
        {select(toId, to, setTo)}
      </div>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        className="w-full"
        disabled={from === to}
      >
        <GitCompare />
        Compare
      </Button>
    </form>
  )
}
