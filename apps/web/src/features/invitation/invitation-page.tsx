import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function InvitationPage() {
  return (
    <PagePlaceholder title="Invitation codes">
      An overview of your invitation codes will be here.
    </PagePlaceholder>
  )
}
