import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import { overlays } from '@/lib/overlay-registry'
import { toast } from '@/lib/toast'
import type { Workspace, WorkspaceMember } from '@kiln/contract/workspaces'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import {
  useRenameWorkspace,
  useTransferOwnership,
} from '../api/workspace-settings'
import { DeleteWorkspaceDialog } from './delete-workspace-dialog'

/**
 * The workspace itself: admins rename it; the owner of a team workspace
 * hands it to another member or deletes it (a personal one stays theirs).
 */
export function WorkspaceSettingsSection({
  workspace,
  members,
}: {
  workspace: Workspace
  members: WorkspaceMember[]
}) {
  const isOwner = workspace.role === 'owner'
  return (
    <section aria-label="Workspace settings" className="grid gap-4">
      <h2 className="text-lg font-semibold">Workspace</h2>
      <RenameForm workspace={workspace} />
      {isOwner && workspace.kind === 'team' && (
        <>
          <TransferForm workspace={workspace} members={members} />
          <DeleteWorkspace workspace={workspace} />
        </>
      )}
    </section>
  )
}

function RenameForm({ workspace }: { workspace: Workspace }) {
  const rename = useRenameWorkspace(workspace.id)
  const [name, setName] = useState(workspace.name)
  const inputId = useId()
  const trimmed = name.trim()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!trimmed || trimmed === workspace.name) return
    rename.mutate(trimmed, {
      onSuccess: () => toast.success('Workspace renamed.'),
    })
  }

  return (
    <form
      aria-label="Rename workspace"
      className="grid gap-2"
      onSubmit={submit}
    >
      <Label htmlFor={inputId}>Workspace name</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={!trimmed || trimmed === workspace.name || rename.isPending}
        >
          Rename
        </Button>
      </div>
      {rename.isError && (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(rename.error)}
        </p>
      )}
    </form>
  )
}

function TransferForm({
  workspace,
  members,
}: {
  workspace: Workspace
  members: WorkspaceMember[]
}) {
  const transfer = useTransferOwnership(workspace.id)
  const others = members.filter((member) => member.role !== 'owner')
  const [userId, setUserId] = useState('')
  const selectId = useId()
  const chosen = others.find((member) => member.userId === userId)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return
    const confirmed = await overlays.show(ConfirmDialog, {
      title: 'Transfer ownership?',
      description: `${chosen.name ?? chosen.email} becomes the owner of ${workspace.name}; you stay in it as an admin.`,
      confirmLabel: 'Transfer ownership',
    })
    if (!confirmed) return
    transfer.mutate(chosen.userId, {
      onSuccess: () => toast.success('Ownership transferred.'),
    })
  }

  if (others.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        Invite someone to hand this workspace over to them.
      </p>
    )
  }
  return (
    <form
      aria-label="Transfer ownership"
      className="grid gap-2"
      onSubmit={(event) => void submit(event)}
    >
      <Label htmlFor={selectId}>New owner</Label>
      <div className="flex gap-2">
        <select
          id={selectId}
          className="flex-1"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        >
          <option value="">Choose a member</option>
          {others.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name ?? member.email} ({member.role})
            </option>
          ))}
        </select>
        <Button
          type="submit"
          variant="outline"
          disabled={!chosen || transfer.isPending}
        >
          Transfer ownership
        </Button>
      </div>
      {transfer.isError && (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(transfer.error)}
        </p>
      )}
    </form>
  )
}

function DeleteWorkspace({ workspace }: { workspace: Workspace }) {
  const navigate = useNavigate()
  async function start() {
    const deleted = await overlays.show(DeleteWorkspaceDialog, {
      workspaceId: workspace.id,
      name: workspace.name,
    })
    if (!deleted) return
    toast.success('Workspace deleted.')
    await navigate({ to: '/' })
  }
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground text-sm">
        Deleting the workspace deletes all its projects for everyone in it.
      </p>
      <Button
        variant="destructive"
        className="justify-self-start"
        onClick={() => void start()}
      >
        Delete workspace...
      </Button>
    </div>
  )
}
