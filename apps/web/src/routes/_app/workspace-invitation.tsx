import { WorkspaceInvitationPage } from '@/features/workspaces/workspace-invitation-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/workspace-invitation')({
  component: WorkspaceInvitationPage,
})
