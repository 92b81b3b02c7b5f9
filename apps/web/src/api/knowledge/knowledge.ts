import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { Knowledge } from '@kiln/contract/knowledge'
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

/** Where a set of instructions lives: one project, or all the user's projects. */
export type KnowledgeTarget =
  { scope: 'project'; projectId: string } | { scope: 'user' }

const pathOf = (target: KnowledgeTarget) =>
  target.scope === 'project'
    ? `/build_project/${encodeURIComponent(target.projectId)}/knowledge`
    : '/users/knowledge'

const keyOf = (target: KnowledgeTarget) =>
  target.scope === 'project'
    ? queryKeys.knowledge.project(target.projectId)
    : queryKeys.knowledge.user()

/** GET the instructions sent with every build (project or account). */
export function knowledgeQueryOptions(target: KnowledgeTarget) {
  return queryOptions({
    queryKey: keyOf(target),
    queryFn: () => apiClient.get<Knowledge>(pathOf(target)),
  })
}

/** PUT the whole text (empty clears it); each save is a new revision. */
export function useSaveKnowledge(target: KnowledgeTarget) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (content: string) =>
      apiClient.put<Knowledge>(pathOf(target), { content }),
    onSuccess: (data) => {
      queryClient.setQueryData(keyOf(target), data)
      // The estimate counts the instructions it would send.
      void queryClient.invalidateQueries({ queryKey: ['estimate'] })
    },
  })
}
