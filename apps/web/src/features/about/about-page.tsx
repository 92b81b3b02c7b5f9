import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function AboutPage() {
  return (
    <PagePlaceholder title="About Kiln">
      Kiln is a self-hostable AI app builder; its version and licence details
      will be shown here.
    </PagePlaceholder>
  )
}
