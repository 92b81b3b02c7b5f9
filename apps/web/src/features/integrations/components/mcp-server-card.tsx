import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import type { McpServer } from '@kiln/contract/mcp-servers'
import { Server } from 'lucide-react'
import { useDeleteMcpServer } from '../api/delete-mcp-server'
import { cardIconClass, IntegrationCard } from './integration-card'
import { McpServerPanel } from './mcp-server-panel'
import { OfficialAuthAction } from './official-auth-action'

export function McpServerCard({
  server,
  servers,
}: {
  server: McpServer
  servers: readonly McpServer[]
}) {
  const remove = useDeleteMcpServer()
  return (
    <IntegrationCard
      name={server.name}
      description={server.description}
      icon={
        server.pictureUrl ? (
          <img
            src={server.pictureUrl}
            alt=""
            className="size-10 shrink-0 rounded-md object-contain"
          />
        ) : (
          <Server
            className={cardIconClass}
            aria-hidden
            data-testid="fallback-icon"
          />
        )
      }
      isOfficial={server.isOfficial}
      status={server.connectionStatus}
      url={server.isOfficial ? undefined : server.url}
      updatedAt={server.updatedAt}
      actions={
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void overlays.show(McpServerPanel, { servers, server })
            }
          >
            {server.isOfficial ? 'Details' : 'Edit'}
          </Button>
          {server.isOfficial && server.authType !== 'none' && (
            <OfficialAuthAction server={server} />
          )}
        </>
      }
      deleteTitle="Delete MCP Server"
      onDelete={server.isOfficial ? undefined : () => remove.mutate(server._id)}
      isDeleting={remove.isPending}
    />
  )
}
