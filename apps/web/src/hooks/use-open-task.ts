import { logger } from '@/lib/logger'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

type TaskIds = { _id?: string | null; projectId?: string | null }

/**
 * Opens a task in the studio. docs/product.md §4: a task with missing ids is logged and
 * causes no navigation.
 */
export function useOpenTask() {
  const navigate = useNavigate()
  return useCallback(
    (task: TaskIds) => {
      if (!task._id || !task.projectId) {
        logger.error('Cannot open a build task with missing ids:', task)
        return
      }
      void navigate({
        to: '/build-studio',
        search: { taskId: task._id, projectId: task.projectId },
      })
    },
    [navigate]
  )
}
