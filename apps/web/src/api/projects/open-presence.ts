import { apiClient } from '@/lib/api'

/** GET /build_project/{id}/presence: who else has the project open, and its running build (SSE). */
export function openPresence(
  projectId: string,
  headers: Headers,
  signal: AbortSignal
) {
  return apiClient.open(
    `/build_project/${encodeURIComponent(projectId)}/presence`,
    { headers, signal }
  )
}
