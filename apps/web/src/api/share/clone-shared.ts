import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { BuildTask } from '@kiln/contract/build-tasks'
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { projectsQueryOptions } from '../projects/get-projects'

/** POST /share/{link}/clone: a new project of mine from a shared version. */
export function cloneShared(link: string) {
  return apiClient.post<BuildTask>(
    `/share/${encodeURIComponent(link)}/clone`,
    {}
  )
}

export function useCloneShared(
  mutationConfig: Pick<
    UseMutationOptions<BuildTask, Error, string>,
    'onSuccess'
  > = {}
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cloneShared,
    onSuccess: (task, ...rest) => {
      queryClient.setQueryData(queryKeys.buildTasks.detail(task._id), task)
      void queryClient.invalidateQueries({
        queryKey: projectsQueryOptions().queryKey,
      })
      return mutationConfig.onSuccess?.(task, ...rest)
    },
  })
}

/** The studio link that clones a shared version (docs/product.md §2 prefill, auto-clone). */
export function autoCloneHash(link: string) {
  return `prefill=${encodeURIComponent(
    JSON.stringify({ mode: 'auto-clone', prompt: '', shareLink: link })
  )}`
}
