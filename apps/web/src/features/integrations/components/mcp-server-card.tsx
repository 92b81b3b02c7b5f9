import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import type { McpServer } from '@kiln/contract/integrations'
import { Server } from 'lucide-react'
import { useDeleteMcpServer } from '../api/delete-mcp-server'
import { formatUpdatedDate } from '../format-updated-date'
import { CardLabels } from './card-labels'
import { DeleteCardButton } from './delete-card-button'
import { DESCRIPTION_TOOLTIP_LIMIT, NAME_TOOLTIP_LIMIT } from './limits'
import { McpServerPanel } from './mcp-server-panel'
import { OfficialAuthAction } from './official-auth-action'
import { StatusBadge } from './status-badge'
import { TruncatedText } from './truncated-text'

export function McpServerCard({
  server,
  servers,
}: {
  server: McpServer
  servers: readonly McpServer[]
}) {
  const remove = useDeleteMcpServer()
  const openPanel = () =>
    void overlays.show(McpServerPanel, { servers, server })
  async function confirmDelete() {
    const confirmed = await overlays.show(ConfirmDialog, {
      title: 'Delete MCP Server',
      description: `Are you sure you want to delete "${server.name}"? This cannot be undone.`,
      confirmLabel: 'Delete',
    })
    if (confirmed) remove.mutate(server._id)
  }

  return (
    <article
      aria-label={server.name}
      className="group bg-card relative flex flex-col gap-3 rounded-xl border p-4 shadow-sm"
    >
      <div className="flex items-start gap-3 pr-8">
        {server.pictureUrl ? (
          <img
            src={server.pictureUrl}
            alt=""
            className="size-10 shrink-0 rounded-md object-contain"
          />
        ) : (
          <Server
            className="bg-muted size-10 shrink-0 rounded-md p-2"
            aria-hidden
            data-testid="fallback-icon"
          />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">
            <TruncatedText text={server.name} limit={NAME_TOOLTIP_LIMIT} />
          </h3>
          <CardLabels isOfficial={server.isOfficial} />
        </div>
      </div>
      {server.description && (
        <p className="text-muted-foreground text-sm">
          <TruncatedText
            text={server.description}
            limit={DESCRIPTION_TOOLTIP_LIMIT}
          />
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <StatusBadge status={server.connectionStatus} />
        {!server.isOfficial && (
          <a
            href={server.url}
            target="_blank"
            rel="noreferrer"
            className="text-primary min-w-0 truncate underline-offset-4 hover:underline"
          >
            {server.url}
          </a>
        )}
      </div>
      <p className="text-muted-foreground text-xs">
        Updated {formatUpdatedDate(server.updatedAt)}
      </p>
      <div className="mt-auto flex gap-2">
        <Button size="sm" variant="outline" onClick={openPanel}>
          {server.isOfficial ? 'Details' : 'Edit'}
        </Button>
        {server.isOfficial && server.authType !== 'none' && (
          <OfficialAuthAction server={server} />
        )}
      </div>
      {!server.isOfficial && (
        <DeleteCardButton
          name={server.name}
          isPending={remove.isPending}
          onDelete={() => void confirmDelete()}
        />
      )}
    </article>
  )
}
