import { invitationManagementGuard } from '@/features/invitation/invitation-access'
import { InvitationManagePage } from '@/features/invitation/invitation-manage-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/invitation/manage')({
  beforeLoad: invitationManagementGuard,
  component: InvitationManagePage,
})
