import { apiClient } from '@/lib/api'
import { shouldRetry } from '@/lib/query-client'
import { queryKeys } from '@/lib/query-keys'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { queryOptions, useQuery } from '@tanstack/react-query'

/** docs/product.md §9: fresh 30 s, kept 5 min, 2 retries, no refetch on window focus. */
export const PROJECT_LIST_STALE_TIME_MS = 30_000
export const PROJECT_LIST_GC_TIME_MS = 5 * 60_000
export const PROJECT_LIST_RETRIES = 2

/** GET /new_build: the latest task of each project, newest first. */
export async function getProjects(): Promise<BuildTask[]> {
  const data = await apiClient.get<unknown>('/new_build')
  // docs/product.md §7: anything but an array is treated as empty.
  return Array.isArray(data) ? (data as BuildTask[]) : []
}

export function projectsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.projects.list(),
    queryFn: getProjects,
    staleTime: PROJECT_LIST_STALE_TIME_MS,
    gcTime: PROJECT_LIST_GC_TIME_MS,
    retry: (failureCount, error) =>
      failureCount < PROJECT_LIST_RETRIES && shouldRetry(failureCount, error),
    refetchOnWindowFocus: false,
    meta: { errorToast: false },
  })
}

export function useProjects() {
  return useQuery(projectsQueryOptions())
}
