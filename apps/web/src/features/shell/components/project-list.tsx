import { Button } from '@/components/ui/button'

export type ProjectSummary = { projectId: string; name: string }

type ProjectListProps = {
  status: 'pending' | 'error' | 'success'
  pinned: ProjectSummary[]
  recent: ProjectSummary[]
  onRetry?: () => void
}

/** The sidebar's Pinned and Recent groups with their SPEC §2 states. */
export function ProjectList({
  status,
  pinned,
  recent,
  onRetry,
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
      {pinned.length > 0 && <Group title="Pinned" projects={pinned} />}
      {recent.length > 0 ? (
        <Group title="Recent" projects={recent} />
      ) : (
        <Note>No recent projects</Note>
      )}
    </nav>
  )
}

function Group({
  title,
  projects,
}: {
  title: string
  projects: ProjectSummary[]
}) {
  return (
    <section>
      <h2 className="text-muted-foreground px-3 pb-1 text-xs font-medium">
        {title}
      </h2>
      <ul>
        {projects.map((project) => (
          <li
            key={project.projectId}
            className="truncate rounded-md px-3 py-1.5 text-sm"
          >
            {project.name}
          </li>
        ))}
      </ul>
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
