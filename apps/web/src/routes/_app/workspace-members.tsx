import { WorkspaceMembersPage } from '@/features/workspaces/workspace-members-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/workspace-members')({
  component: WorkspaceMembersPage,
})
