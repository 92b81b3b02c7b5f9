import { useWorkspaces } from '@/api/workspaces/get-workspaces'
import {
  useInviteMember,
  useRemoveMember,
  useRevokeInvitation,
  useSetMemberRole,
  workspaceMembersQueryOptions,
  type AssignableRole,
} from '@/api/workspaces/members'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { isApiError } from '@/lib/api-error'
import type { Workspace } from '@kiln/contract/workspaces'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { WorkspaceAuditSection } from './components/workspace-audit-section'
import { WorkspaceSettingsSection } from './components/workspace-settings-section'
import { MemberCreditCap } from './member-credit-cap'
import { WorkspaceIntegrations } from './workspace-integrations'

const ROLES: AssignableRole[] = ['viewer', 'editor', 'admin']
const problem = (error: unknown) =>
  (isApiError(error) && error.userMessage) || 'Something went wrong.'

/**
 * /workspace-members: the open workspace's members, roles, invitations and
 * integrations; for its admins and owner also its settings and audit log.
 */
export function WorkspaceMembersPage() {
  const { data: workspaces } = useWorkspaces()
  const current = workspaces?.find((workspace) => workspace.current)
  if (!current) return <p className="p-8">Loading members...</p>
  return <Members workspace={current} />
}

function Members({ workspace }: { workspace: Workspace }) {
  const { data, error } = useQuery(workspaceMembersQueryOptions(workspace.id))
  const setRole = useSetMemberRole(workspace.id)
  const remove = useRemoveMember(workspace.id)
  const revoke = useRevokeInvitation(workspace.id)
  const failure = setRole.error ?? remove.error ?? revoke.error

  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 p-8">
      <h1 className="text-xl font-semibold">{workspace.name}: members</h1>
      {error && <p role="alert">{problem(error)}</p>}
      {failure && <p role="alert">{problem(failure)}</p>}
      {data && (
        <ul aria-label="Members" className="divide-y">
          {data.members.map((member) => (
            <li key={member.userId} className="flex items-center gap-3 py-2">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate">{member.name ?? member.email}</span>
                {workspace.kind === 'team' && (
                  <MemberCreditCap
                    workspaceId={workspace.id}
                    member={member}
                    canEdit={
                      data.canManage &&
                      (member.role !== 'owner' || workspace.role === 'owner')
                    }
                  />
                )}
              </div>
              {data.canManage && member.role !== 'owner' ? (
                <>
                  <select
                    aria-label={`Role of ${member.email}`}
                    value={member.role}
                    onChange={(event) =>
                      setRole.mutate({
                        userId: member.userId,
                        role: event.target.value as AssignableRole,
                      })
                    }
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => remove.mutate(member.userId)}
                  >
                    Remove
                  </Button>
                </>
              ) : (
                <span className="text-muted-foreground">{member.role}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {data?.canManage && workspace.kind === 'team' && (
        <InviteForm workspaceId={workspace.id} />
      )}
      {data && data.invitations.length > 0 && (
        <ul aria-label="Open invitations" className="divide-y">
          {data.invitations.map((invitation) => (
            <li key={invitation.id} className="flex items-center gap-3 py-2">
              <span className="flex-1 truncate">
                {invitation.email} ({invitation.role})
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => revoke.mutate(invitation.id)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      {data?.canManage && (
        <>
          <WorkspaceSettingsSection
            key={workspace.id}
            workspace={workspace}
            members={data.members}
          />
          <WorkspaceAuditSection workspaceId={workspace.id} />
        </>
      )}
      {workspace.kind === 'team' && (
        <WorkspaceIntegrations workspace={workspace} />
      )}
    </main>
  )
}

function InviteForm({ workspaceId }: { workspaceId: string }) {
  const invite = useInviteMember(workspaceId)
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<AssignableRole>('editor')
  const emailId = useId()
  const roleId = useId()

  return (
    <form
      aria-label="Invite"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (email.trim()) invite.mutate({ email: email.trim(), role })
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={emailId}>E-mail</Label>
        <Input
          id={emailId}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={roleId}>Role</Label>
        <select
          id={roleId}
          value={role}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        Invite
      </Button>
      {invite.isError && <p role="alert">{problem(invite.error)}</p>}
      {invite.data && (
        <div className="grid gap-2">
          <Label htmlFor={`${emailId}-link`}>
            {invite.data.emailed
              ? 'Invitation sent. The link, to copy:'
              : 'Copy this link to the invited person:'}
          </Label>
          <Input id={`${emailId}-link`} readOnly value={invite.data.url} />
        </div>
      )}
    </form>
  )
}
