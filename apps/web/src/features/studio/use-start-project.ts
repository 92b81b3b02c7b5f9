import {
  splitIds,
  useCreateBuildTask,
} from '@/api/build-tasks/create-build-task'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useAutoClone } from './use-auto-clone'

const route = getRouteApi('/_app/build-studio')

/**
 * A link such as `/build-studio?prompt=...&isNewProject=true` starts the
 * project once, then replaces the URL with the new task; an auto-clone
 * prefill clones a shared version the same way.
 */
export function useStartProject() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const hasStarted = useRef(false)
  const create = useCreateBuildTask({
    onSuccess: (task) =>
      navigate({
        replace: true,
        search: (prev) => ({
          ...prev,
          prompt: undefined,
          isNewProject: undefined,
          taskId: task._id,
          projectId: task.projectId,
        }),
      }),
  })
  const shouldStart =
    !search.taskId &&
    search.isNewProject === true &&
    Boolean(search.prompt?.trim())
  const { mutate } = create
  const isCloning = useAutoClone()

  useEffect(() => {
    if (!shouldStart || hasStarted.current || !search.prompt) return
    hasStarted.current = true
    mutate({
      prompt: search.prompt.trim(),
      preselectedMcpIds: splitIds(search.preselectedMcpIds),
      preselectedApiIds: splitIds(search.preselectedApiIds),
    })
  }, [shouldStart, search, mutate])

  // A refused start has toasted its reason; the page stops loading.
  return (shouldStart && !create.isError) || create.isPending || isCloning
}
