import { CodesTable } from './components/codes-table'
import { InvitationLayout } from './invitation-layout'

export function InvitationManagePage() {
  return (
    <InvitationLayout title="Manage invitation codes">
      <CodesTable />
    </InvitationLayout>
  )
}
