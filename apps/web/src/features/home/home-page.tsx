import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function HomePage() {
  return (
    <PagePlaceholder title="Home">
      Describe the app you want here and Kiln starts a new project from your
      prompt.
    </PagePlaceholder>
  )
}
