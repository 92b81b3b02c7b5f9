import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { ConnectGitBody, GitState } from '@kiln/contract/git-sync'
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

type StateAnswer = { git: GitState | null }
type ConnectAnswer = { git: GitState; webhookSecret: string }

const path = (projectId: string) =>
  `/build_project/${encodeURIComponent(projectId)}/git`

/** GET /build_project/{projectId}/git: the connection, or null; polled while a sync runs. */
export function gitRemoteQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.gitRemote.detail(projectId),
    queryFn: () => apiClient.get<StateAnswer>(path(projectId)),
    select: (data) => data.git,
    refetchInterval: (query) =>
      query.state.data?.git?.status === 'syncing' ? 2000 : false,
  })
}

/** PUT connects (answers the webhook secret once), DELETE disconnects, POST …/pull syncs now. */
export function useGitRemote(projectId: string) {
  const queryClient = useQueryClient()
  const key = queryKeys.gitRemote.detail(projectId)
  const store = (data: StateAnswer) => queryClient.setQueryData(key, data)
  const connect = useMutation({
    mutationFn: (body: ConnectGitBody) =>
      apiClient.put<ConnectAnswer>(path(projectId), body, {
        timeoutMs: 150_000,
      }),
    onSuccess: (data) => store({ git: data.git }),
  })
  const disconnect = useMutation({
    mutationFn: () => apiClient.delete<StateAnswer>(path(projectId)),
    onSuccess: store,
  })
  const pull = useMutation({
    mutationFn: () => apiClient.post<StateAnswer>(`${path(projectId)}/pull`),
    onSuccess: store,
  })
  return { connect, disconnect, pull }
}
