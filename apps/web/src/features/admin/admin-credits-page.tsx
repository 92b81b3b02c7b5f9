import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function AdminCreditsPage() {
  return (
    <PagePlaceholder title="Admin credits">
      Administrators will look up users and grant credits here.
    </PagePlaceholder>
  )
}
