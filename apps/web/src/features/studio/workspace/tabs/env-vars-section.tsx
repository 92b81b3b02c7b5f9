import {
  projectEnvQueryOptions,
  useSaveProjectEnv,
} from '@/api/projects/project-env'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import type { BuildTask } from '@kiln/contract/build-tasks'
import {
  envSetProblem,
  MAX_ENV_VARS,
  type EnvVar,
} from '@kiln/contract/project-env'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Trash2, TriangleAlert } from 'lucide-react'
import { useMemo, useState } from 'react'

type Row = EnvVar & { key: number }

let nextKey = 0
const toRows = (variables: EnvVar[]): Row[] =>
  variables.map((v) => ({ ...v, key: nextKey++ }))

/** The rows as the set to save: blank rows dropped, names trimmed. */
function toSet(rows: Row[]): EnvVar[] {
  return rows
    .filter((row) => row.name.trim() !== '' || row.value !== '')
    .map((row) => ({ name: row.name.trim(), value: row.value }))
}

function problemOf(set: EnvVar[]): string | null {
  if (set.some((v) => v.name === '')) return 'Give each variable a name.'
  return envSetProblem(set)
}

/**
 * The project's public VITE_* variables: list, add, edit, remove, then save
 * the whole set. They are inlined into the app, so the section says plainly
 * never to put a secret here; the next build uses them.
 */
export function EnvVarsSection({ task }: { task: BuildTask }) {
  const saved = useQuery(projectEnvQueryOptions(task.projectId))
  const save = useSaveProjectEnv()
  // null: nothing edited, the saved set is shown
  const [draft, setDraft] = useState<Row[] | null>(null)
  const savedRows = useMemo(() => toRows(saved.data ?? []), [saved.data])
  const rows = draft ?? savedRows
  const set = toSet(rows)
  const problem = draft ? problemOf(set) : null

  const edit = (key: number, change: Partial<EnvVar>) =>
    setDraft(rows.map((row) => (row.key === key ? { ...row, ...change } : row)))

  const onSave = () =>
    save.mutate(
      { projectId: task.projectId, variables: set },
      {
        onSuccess: () => {
          setDraft(null)
          toast.success('Variables saved. They apply to the next build.')
        },
      }
    )

  return (
    <section
      aria-label="Environment variables"
      className="space-y-3 rounded-lg border p-4"
    >
      <div className="space-y-1">
        <h3 className="text-sm font-medium">Environment variables</h3>
        <p className="text-muted-foreground text-sm">
          Your app reads them as <code>import.meta.env.VITE_NAME</code>. They
          override the project&apos;s .env files and apply to the next build.
        </p>
      </div>
      <p
        role="note"
        className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          These values are public: they are built into the app and sent to every
          visitor&apos;s browser. Never put a secret here (a password, a private
          key or a token). For an API that needs a secret, add it as a{' '}
          <Link to="/integrations" className="text-primary underline">
            Custom API
          </Link>
          : Kiln keeps its credential on the server.
        </span>
      </p>
      {rows.length > 0 && (
        <ul aria-label="Variables" className="space-y-2">
          {rows.map((row, index) => (
            <li key={row.key} className="flex gap-2">
              <Input
                aria-label={`Name of variable ${index + 1}`}
                placeholder="VITE_API_URL"
                className="font-mono"
                value={row.name}
                onChange={(e) => edit(row.key, { name: e.target.value })}
              />
              <Input
                aria-label={`Value of variable ${index + 1}`}
                placeholder="Value"
                value={row.value}
                onChange={(e) => edit(row.key, { value: e.target.value })}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${row.name || `variable ${index + 1}`}`}
                onClick={() =>
                  setDraft(rows.filter((other) => other.key !== row.key))
                }
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length >= MAX_ENV_VARS}
          onClick={() =>
            setDraft([...rows, { name: '', value: '', key: nextKey++ }])
          }
        >
          <Plus />
          Add variable
        </Button>
        <Button
          size="sm"
          disabled={!draft || problem !== null || save.isPending}
          onClick={onSave}
        >
          {save.isPending ? 'Saving...' : 'Save variables'}
        </Button>
      </div>
    </section>
  )
}
