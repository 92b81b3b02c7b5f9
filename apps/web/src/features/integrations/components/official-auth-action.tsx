import { Button } from '@/components/ui/button'
import type { McpServer } from '@kiln/contract/mcp-servers'
import { useMcpAuth, type McpAuthPhase } from '../use-mcp-auth'

const LABELS: Record<McpAuthPhase, string> = {
  authenticated: 'Disconnect',
  disconnecting: 'Disconnecting...',
  authenticating: 'Connecting...',
  polling: 'Waiting...',
  idle: 'Authenticate',
}

/** The official server card's action, by authentication state (docs/product.md §2). */
export function OfficialAuthAction({ server }: { server: McpServer }) {
  const auth = useMcpAuth(server)
  const isBusy = auth.phase !== 'authenticated' && auth.phase !== 'idle'
  return (
    <Button
      size="sm"
      variant={auth.phase === 'authenticated' ? 'outline' : 'default'}
      disabled={isBusy}
      onClick={() =>
        auth.phase === 'authenticated'
          ? void auth.disconnect()
          : auth.authenticate()
      }
    >
      {LABELS[auth.phase]}
    </Button>
  )
}
