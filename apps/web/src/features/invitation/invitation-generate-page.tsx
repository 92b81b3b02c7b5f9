import { GenerateForm } from './components/generate-form'
import { InvitationLayout } from './invitation-layout'

export function InvitationGeneratePage() {
  return (
    <InvitationLayout title="Generate invitation codes">
      <GenerateForm />
    </InvitationLayout>
  )
}
