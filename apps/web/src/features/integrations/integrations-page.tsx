import { useMcpServers } from '@/api/integrations/search-mcp-servers'
import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import { KeyRound, Plus } from 'lucide-react'
import { ApiKeysDialog } from './components/api-keys-dialog'
import { ApisSection } from './components/apis-section'
import { McpServerCard } from './components/mcp-server-card'
import { McpServerPanel } from './components/mcp-server-panel'

/** /integrations: MCP servers and custom APIs (docs/product.md §2). */
export function IntegrationsPage() {
  const servers = useMcpServers()
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Integrations</h1>
          <p className="text-muted-foreground text-sm">
            MCP servers and APIs your builds can use.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void overlays.show(ApiKeysDialog, {})}
          >
            <KeyRound />
            Service Keys
          </Button>
          <Button
            onClick={() => void overlays.show(McpServerPanel, { servers })}
          >
            <Plus />
            Add MCP Server
          </Button>
        </div>
      </header>
      <section
        aria-labelledby="mcp-servers-heading"
        className="flex flex-col gap-4"
      >
        <h2 id="mcp-servers-heading" className="text-lg font-semibold">
          MCP Servers
        </h2>
        {servers.length === 0 ? (
          <p className="text-muted-foreground text-sm">No MCP servers yet.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {servers.map((server) => (
              <McpServerCard
                key={server._id}
                server={server}
                servers={servers}
              />
            ))}
          </div>
        )}
      </section>
      <ApisSection />
    </div>
  )
}
