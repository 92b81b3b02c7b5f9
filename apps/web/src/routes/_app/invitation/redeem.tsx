import { requireInvitationChildAccess } from '@/features/invitation/invitation-access'
import { InvitationRedeemPage } from '@/features/invitation/invitation-redeem-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/invitation/redeem')({
  beforeLoad: requireInvitationChildAccess,
  component: InvitationRedeemPage,
})
