import { getRouteApi } from '@tanstack/react-router'
import { CodesTable } from './components/codes-table'
import { DashboardView } from './components/dashboard-view'
import { GenerateForm } from './components/generate-form'
import { InvitationTabs } from './components/invitation-tabs'
import { ValidateView } from './components/validate-view'
import { InvitationLayout } from './invitation-layout'

const route = getRouteApi('/_app/invitation/')

const VIEWS = {
  dashboard: DashboardView,
  generate: GenerateForm,
  manage: CodesTable,
  validate: ValidateView,
}

export function InvitationPage() {
  const { view } = route.useSearch()
  const View = VIEWS[view]
  return (
    <InvitationLayout
      title="Invitation codes"
      description="Generate codes that give credits or Pro, and follow their use."
    >
      <InvitationTabs view={view} />
      <View />
    </InvitationLayout>
  )
}
