import { apisQueryOptions } from '@/api/integrations/search-apis'
import { mcpServersQueryOptions } from '@/api/integrations/search-mcp-servers'
import { IntegrationsError } from '@/features/integrations/components/integrations-error'
import { IntegrationsPending } from '@/features/integrations/components/integrations-pending'
import { IntegrationsPage } from '@/features/integrations/integrations-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/integrations')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(mcpServersQueryOptions()),
      queryClient.ensureQueryData(apisQueryOptions()),
    ]),
  pendingMs: 300,
  pendingMinMs: 500,
  pendingComponent: IntegrationsPending,
  errorComponent: IntegrationsError,
  component: IntegrationsPage,
})
