import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  WorkspaceInvitation,
  WorkspaceMember,
} from '@kiln/contract/workspaces'
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

export type MembersPage = {
  members: WorkspaceMember[]
  canManage: boolean
  invitations: WorkspaceInvitation[]
}
export type AssignableRole = 'viewer' | 'editor' | 'admin'
export type CreatedInvitation = WorkspaceInvitation & {
  url: string
  emailed: boolean
}

const base = (workspaceId: string) =>
  `/workspaces/${encodeURIComponent(workspaceId)}`

/** GET /workspaces/{id}/members: members, whether the caller manages them, open invitations. */
export function workspaceMembersQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: queryKeys.workspaces.members(workspaceId),
    queryFn: () => apiClient.get<MembersPage>(`${base(workspaceId)}/members`),
  })
}

/** One member or invitation change; it refreshes the members page. */
function useMemberChange<V, T>(
  workspaceId: string,
  mutationFn: (variables: V) => Promise<T>
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.workspaces.members(workspaceId),
      }),
  })
}

/** POST /workspaces/{id}/invitations: the answer carries the link to copy. */
export const useInviteMember = (workspaceId: string) =>
  useMemberChange(
    workspaceId,
    (body: { email: string; role: AssignableRole }) =>
      apiClient.post<CreatedInvitation>(
        `${base(workspaceId)}/invitations`,
        body
      )
  )

/** DELETE /workspaces/{id}/invitations/{invitationId} */
export const useRevokeInvitation = (workspaceId: string) =>
  useMemberChange(workspaceId, (invitationId: string) =>
    apiClient.delete<unknown>(
      `${base(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`
    )
  )

/** PATCH /workspaces/{id}/members/{userId} */
export const useSetMemberRole = (workspaceId: string) =>
  useMemberChange(
    workspaceId,
    ({ userId, role }: { userId: string; role: AssignableRole }) =>
      apiClient.patch<unknown>(
        `${base(workspaceId)}/members/${encodeURIComponent(userId)}`,
        { role }
      )
  )

/** DELETE /workspaces/{id}/members/{userId} */
export const useRemoveMember = (workspaceId: string) =>
  useMemberChange(workspaceId, (userId: string) =>
    apiClient.delete<unknown>(
      `${base(workspaceId)}/members/${encodeURIComponent(userId)}`
    )
  )

/** PUT /workspaces/{id}/members/{userId}/credit-cap: null removes the cap. */
export const useSetMemberCreditCap = (workspaceId: string) =>
  useMemberChange(
    workspaceId,
    ({
      userId,
      monthlyCreditCap,
    }: {
      userId: string
      monthlyCreditCap: number | null
    }) =>
      apiClient.put<unknown>(
        `${base(workspaceId)}/members/${encodeURIComponent(userId)}/credit-cap`,
        { monthlyCreditCap }
      )
  )
