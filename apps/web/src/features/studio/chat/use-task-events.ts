import { openTaskEvents } from '@/api/build-tasks/open-task-events'
import { safeJsonParse } from '@/lib/json'
import { queryKeys } from '@/lib/query-keys'
import type { BuildStepId } from '@kiln/contract/build-steps'
import {
  isInProgress,
  type BuildTask,
  type BuildTaskStatus,
} from '@kiln/contract/build-tasks'
import { taskEventSchema, type TaskEvent } from '@kiln/contract/task-events'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer } from 'react'
import { streamEvents } from './sse/stream-events'

export type LiveFile = Omit<Extract<TaskEvent, { type: 'file' }>, 'type'>

export type LiveTask = {
  steps: { status: BuildTaskStatus; at: string }[]
  /** The engine step running now (contract BUILD_STEPS). */
  step: BuildStepId | null
  plan: string
  reply: string
  files: LiveFile[]
  repairRounds: number
}

const empty: LiveTask = {
  steps: [],
  step: null,
  plan: '',
  reply: '',
  files: [],
  repairRounds: 0,
}

type State = LiveTask & { taskId: string | undefined }

/** Events of another task than the one held start a fresh state. */
function reduce(held: State, event: TaskEvent): State {
  const state =
    held.taskId === event.taskId ? held : { ...empty, taskId: event.taskId }
  switch (event.type) {
    case 'status':
      return { ...state, steps: [...state.steps, event] }
    case 'text':
      return { ...state, [event.part]: state[event.part] + event.delta }
    case 'file':
      return { ...state, files: [...state.files, event] }
    case 'repair':
      return { ...state, repairRounds: event.round }
    case 'step':
      return { ...state, step: event.step }
  }
}

/**
 * Follows GET /build_task/{id}/events while the task is in progress: keeps
 * the streamed text and steps, and writes status changes into the cache.
 */
export function useTaskEvents(task: BuildTask | undefined) {
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(reduce, { ...empty, taskId: undefined })
  const taskId = task?._id
  const isLive = task ? isInProgress(task.status) : false

  useEffect(() => {
    if (!taskId || !isLive) return
    const controller = new AbortController()
    let isDone = false
    const detailKey = queryKeys.buildTasks.detail(taskId)
    void streamEvents({
      open: (headers, signal) => openTaskEvents(taskId, headers, signal),
      signal: controller.signal,
      isDone: () => isDone,
      onMessage: (message) => {
        const parsed = taskEventSchema.safeParse(safeJsonParse(message.data))
        if (!parsed.success) return
        const event = parsed.data
        dispatch(event)
        if (event.type !== 'status') return
        queryClient.setQueryData<BuildTask>(detailKey, (old) =>
          old
            ? {
                ...old,
                status: event.status,
                error: event.error ?? old.error,
                previewUrl: event.previewUrl ?? old.previewUrl,
              }
            : old
        )
        if (!isInProgress(event.status)) {
          isDone = true
          void queryClient.invalidateQueries({
            queryKey: queryKeys.buildTasks.all,
          })
          void queryClient.invalidateQueries({
            queryKey: queryKeys.projects.all,
          })
        }
      },
    })
    return () => controller.abort()
  }, [taskId, isLive, queryClient])

  // Kept after the build ends, until the thread holds the final messages.
  return state.taskId === taskId ? state : empty
}
