import { invitationManagementGuard } from '@/features/invitation/invitation-access'
import { InvitationGeneratePage } from '@/features/invitation/invitation-generate-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/invitation/generate')({
  beforeLoad: invitationManagementGuard,
  component: InvitationGeneratePage,
})
