import { Button } from '@/components/ui/button'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { buildTaskQueryOptions } from './api/get-build-task'
import { historyQueryOptions } from './api/list-history'
import { Studio } from './studio'
import { useStartProject } from './use-start-project'

const route = getRouteApi('/_app/build-studio')

/** /build-studio: finds the task to show, then renders the studio. */
export function StudioPage() {
  const search = route.useSearch()
  const isStarting = useStartProject()
  const history = useQuery({
    ...historyQueryOptions(search.projectId ?? ''),
    enabled: !search.taskId && Boolean(search.projectId),
  })
  const taskId =
    search.taskId ??
    history.data?.activeTaskId ??
    history.data?.tasksHistory.at(-1)?.buildTask._id
  const task = useQuery({
    ...buildTaskQueryOptions(taskId ?? ''),
    enabled: Boolean(taskId),
  })

  if (task.data) return <Studio key={task.data.projectId} task={task.data} />
  if (isStarting || (task.isPending && taskId) || history.isLoading) {
    return <Note role="status">Loading the studio...</Note>
  }
  return (
    <Note role={task.isError || history.isError ? 'alert' : undefined}>
      {task.isError || history.isError
        ? 'This project could not be opened. It may have been deleted.'
        : 'No project is open.'}{' '}
      <Button asChild variant="link" className="h-auto p-0">
        <Link to="/home">Start a new project</Link>
      </Button>
    </Note>
  )
}

function Note({
  role,
  children,
}: {
  role?: 'status' | 'alert'
  children: React.ReactNode
}) {
  return (
    <div className="flex h-full items-center justify-center p-6">
      <p role={role} className="text-muted-foreground text-center text-sm">
        {children}
      </p>
    </div>
  )
}
