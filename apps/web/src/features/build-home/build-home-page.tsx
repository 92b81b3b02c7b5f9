import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function BuildHomePage() {
  return (
    <PagePlaceholder title="Build home">
      Your build projects and their versions will be listed here.
    </PagePlaceholder>
  )
}
