import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function IntegrationsPage() {
  return (
    <PagePlaceholder title="Integrations">
      Your MCP servers and custom APIs will be listed and managed here.
    </PagePlaceholder>
  )
}
