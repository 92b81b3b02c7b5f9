import { Button } from '@/components/ui/button'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useLocation } from '@tanstack/react-router'
import { buildTaskQueryOptions } from './api/get-build-task'
import { historyQueryOptions } from './api/list-history'
import { StartProject } from './components/start-project'
import { StudioNote } from './components/studio-note'
import { readStartRequest, startRequestKey } from './start-request'
import { Studio } from './studio'

const route = getRouteApi('/_app/build-studio')

/** /build-studio: starts what a link asks for, or finds the task to show. */
export function StudioPage() {
  const search = route.useSearch()
  const hash = useLocation({ select: (location) => location.hash })
  const request = readStartRequest(search, hash)
  if (request) {
    return <StartProject key={startRequestKey(request)} request={request} />
  }
  return <OpenTask />
}

function OpenTask() {
  const search = route.useSearch()
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
  if ((task.isPending && taskId) || history.isLoading) {
    return <StudioNote role="status">Loading the studio...</StudioNote>
  }
  return (
    <StudioNote role={task.isError || history.isError ? 'alert' : undefined}>
      {task.isError || history.isError
        ? 'This project could not be opened. It may have been deleted.'
        : 'No project is open.'}{' '}
      <Button asChild variant="link" className="h-auto p-0">
        <Link to="/home">Start a new project</Link>
      </Button>
    </StudioNote>
  )
}
