import { Button } from '@/components/ui/button'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { ReactNode } from 'react'

type ProjectListProps = {
  status: 'pending' | 'error' | 'success'
  pinned: BuildTask[]
  recent: BuildTask[]
  onRetry: () => void
  renderRow: (task: BuildTask, isPinned: boolean) => ReactNode
}

/** The sidebar's Pinned and Recent groups with their docs/product.md §2 states. */
export function ProjectList({
  status,
  pinned,
  recent,
  onRetry,
  renderRow,
}: ProjectListProps) {
  if (status === 'pending') {
    return <Note role="status">Loading projects...</Note>
  }
  if (status === 'error') {
    return (
      <div className="space-y-2 px-3 py-2">
        <Note role="alert">Failed to load projects</Note>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </div>
    )
  }
  return (
    <nav aria-label="Projects" className="space-y-4">
      {pinned.length > 0 && (
        <Group title="Pinned">{pinned.map((t) => renderRow(t, true))}</Group>
      )}
      {recent.length > 0 ? (
        <Group title="Recent">{recent.map((t) => renderRow(t, false))}</Group>
      ) : (
        <Note>No recent projects</Note>
      )}
    </nav>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="text-muted-foreground px-3 pb-1 text-xs font-medium">
        {title}
      </h2>
      <ul className="space-y-0.5">{children}</ul>
    </section>
  )
}

function Note({
  children,
  role,
}: {
  children: string
  role?: 'status' | 'alert'
}) {
  return (
    <p role={role} className="text-muted-foreground px-3 py-2 text-sm">
      {children}
    </p>
  )
}
