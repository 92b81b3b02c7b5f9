import { invitationIndexGuard } from '@/features/invitation/invitation-access'
import { InvitationPage } from '@/features/invitation/invitation-page'
import {
  invitationSearchDefaults,
  invitationSearchSchema,
} from '@/features/invitation/invitation-search'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/invitation/')({
  validateSearch: invitationSearchSchema,
  search: { middlewares: [stripSearchParams(invitationSearchDefaults)] },
  beforeLoad: invitationIndexGuard,
  component: InvitationPage,
})
