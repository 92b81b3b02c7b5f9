import { apiClient } from '@/lib/api'

/** GET /build_task/{id}/events: the live event stream of a task (SSE). */
export function openTaskEvents(
  taskId: string,
  headers: Headers,
  signal: AbortSignal
) {
  return apiClient.open(`/build_task/${encodeURIComponent(taskId)}/events`, {
    headers,
    signal,
  })
}
