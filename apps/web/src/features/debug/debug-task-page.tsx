import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function DebugTaskPage() {
  return (
    <PagePlaceholder title="Debug task">
      Internal tools to inspect a build task and its events will be here.
    </PagePlaceholder>
  )
}
