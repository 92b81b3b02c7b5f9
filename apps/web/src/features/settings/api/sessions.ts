import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { EndedSessions, SessionList } from '@kiln/contract/account'
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

/** GET /auth/sessions: the live sign-ins, the current one marked. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.sessions(),
    queryFn: () => apiClient.get<SessionList>('/auth/sessions'),
    select: (data) => data.sessions,
  })

/** DELETE /auth/sessions/{id}: signs that device out at once. */
export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiClient.delete<EndedSessions>(
        `/auth/sessions/${encodeURIComponent(sessionId)}`
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions() }),
  })
}

/** DELETE /auth/sessions: every sign-in ends, this one included. */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: () => apiClient.delete<EndedSessions>('/auth/sessions'),
  })
}
