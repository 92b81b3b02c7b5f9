import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function InvitationRedeemPage() {
  return (
    <PagePlaceholder title="Redeem an invitation code">
      A form to redeem an invitation code will be here.
    </PagePlaceholder>
  )
}
