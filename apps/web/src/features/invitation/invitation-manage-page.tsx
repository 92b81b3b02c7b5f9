import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function InvitationManagePage() {
  return (
    <PagePlaceholder title="Manage invitation codes">
      The invitation codes you generated, with their status, will be listed
      here.
    </PagePlaceholder>
  )
}
