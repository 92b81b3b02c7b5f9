import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function SharePage() {
  return (
    <PagePlaceholder title="Shared project">
      A project someone shared with you through a link will open here.
    </PagePlaceholder>
  )
}
