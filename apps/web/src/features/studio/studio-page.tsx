import { buildTaskQueryOptions } from '@/api/build-tasks/get-build-task'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useLocation } from '@tanstack/react-router'
import { NoProjectOpen } from './components/studio-note'
import { readPrefill } from './start/prefill'
import { PrefilledNewProject } from './start/prefilled-new-project'
import { StartProject } from './start/start-project'
import { readStartRequest, startRequestKey } from './start/start-request'
import { Studio } from './studio'

const route = getRouteApi('/_app/build-studio')

/** /build-studio: starts what a link asks for, or shows the loaded task. */
export function StudioPage() {
  const search = route.useSearch()
  const hash = useLocation({ select: (location) => location.hash })
  const { taskId } = route.useLoaderData()
  const request = readStartRequest(search, hash)
  if (request) {
    return <StartProject key={startRequestKey(request)} request={request} />
  }
  if (!taskId) {
    const prefill = readPrefill(hash)
    if (prefill?.mode === 'auto-fill' && prefill.prompt.trim())
      return <PrefilledNewProject prompt={prefill.prompt} />
    return <NoProjectOpen />
  }
  return <OpenTask taskId={taskId} />
}

function OpenTask({ taskId }: { taskId: string }) {
  const task = useSuspenseQuery(buildTaskQueryOptions(taskId)).data
  return <Studio key={task.projectId} task={task} />
}
