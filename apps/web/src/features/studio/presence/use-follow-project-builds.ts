import { queryKeys } from '@/lib/query-keys'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { PresenceEvent } from '@kiln/contract/presence'
import type { ListHistoryResponse } from '@kiln/contract/projects'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect } from 'react'

const route = getRouteApi('/_app/build-studio')

/**
 * A build another member started (or this member in another tab) opens
 * in the studio, so it streams live here too: when the studio shows the
 * project's newest version and a newer one is building, it moves to it.
 */
export function useFollowProjectBuilds(
  task: BuildTask,
  history: ListHistoryResponse,
  build: PresenceEvent['build']
) {
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const newest = history.tasksHistory.at(-1)?.buildTask._id
  const isOnNewest = newest === undefined || newest === task._id
  const buildingId = build?.taskId

  useEffect(() => {
    if (!buildingId || buildingId === task._id) return
    void queryClient.invalidateQueries({
      queryKey: queryKeys.buildTasks.history(task.projectId),
    })
    if (!isOnNewest) return
    void navigate({
      search: (prev) => ({
        ...prev,
        taskId: buildingId,
        projectId: task.projectId,
      }),
      resetScroll: false,
    })
  }, [buildingId, task._id, task.projectId, isOnNewest, navigate, queryClient])
}
