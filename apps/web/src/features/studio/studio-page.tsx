import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function StudioPage() {
  return (
    <PagePlaceholder title="Studio">
      The chat, the live preview and the workspace of a project will be here.
    </PagePlaceholder>
  )
}
