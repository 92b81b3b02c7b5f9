import { useCreateBuildTask } from '@/api/build-tasks/create-build-task'
import { useCloneShared } from '@/api/share/clone-shared'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useRef } from 'react'
import type { StartRequest } from './start-request'

const route = getRouteApi('/_app/build-studio')

/**
 * Starts what a studio link asks for, once, when `start` is called: a new
 * project (the URL then drops prompt and isNewProject) or a clone (the URL
 * drops the hash); either way the URL is replaced with the new task.
 */
export function useStartProject(request: StartRequest) {
  const navigate = route.useNavigate()
  const hasStarted = useRef(false)
  const openTask = (task: BuildTask, search: object) =>
    navigate({
      replace: true,
      ...(request.kind === 'clone' && { hash: '' }),
      search: (prev) => ({
        ...prev,
        ...search,
        taskId: task._id,
        projectId: task.projectId,
      }),
    })
  const create = useCreateBuildTask({
    onSuccess: (task) =>
      openTask(task, { prompt: undefined, isNewProject: undefined }),
  })
  const clone = useCloneShared({ onSuccess: (task) => openTask(task, {}) })
  const { mutate: createTask } = create
  const { mutate: cloneShared } = clone

  const start = useCallback(() => {
    if (hasStarted.current) return
    hasStarted.current = true
    if (request.kind === 'clone') cloneShared(request.shareLink)
    else {
      createTask({
        prompt: request.prompt,
        preselectedMcpIds: request.preselectedMcpIds,
        preselectedApiIds: request.preselectedApiIds,
      })
    }
  }, [request, createTask, cloneShared])

  const mutation = request.kind === 'clone' ? clone : create
  return { start, isIdle: mutation.isIdle, isError: mutation.isError }
}
