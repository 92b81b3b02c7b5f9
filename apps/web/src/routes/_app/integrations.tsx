import { IntegrationsPage } from '@/features/integrations/integrations-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/integrations')({
  component: IntegrationsPage,
})
