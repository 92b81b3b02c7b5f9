import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function InvitationGeneratePage() {
  return (
    <PagePlaceholder title="Generate invitation codes">
      A form to generate new invitation codes will be here.
    </PagePlaceholder>
  )
}
