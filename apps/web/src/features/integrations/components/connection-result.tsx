import { MCP_MESSAGES } from '@kiln/contract/mcp-servers'
import type { useConnectionTest } from '../use-connection-test'
import { ToolList } from './tool-list'

type Connection = ReturnType<typeof useConnectionTest>

/** The outcome of Test Connection: an error, no tools, or the tools. */
export function ConnectionResult({
  connection,
  title = 'Tools',
}: {
  connection: Connection
  title?: string
}) {
  if (connection.isTesting) {
    return (
      <p className="text-muted-foreground text-sm">Testing connection...</p>
    )
  }
  if (connection.error) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {connection.error}
      </p>
    )
  }
  if (connection.status !== 'SUCCESS') return null
  if (connection.isSaved) {
    return (
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{title}</h3>
        <p className="text-muted-foreground text-sm">
          {connection.tools.length === 0
            ? 'No tools were saved with this server. Test Connection to list them.'
            : 'Saved with the server at its last test. Test Connection to check again.'}
        </p>
        {connection.tools.length > 0 && <ToolList tools={connection.tools} />}
      </section>
    )
  }
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      {connection.tools.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {MCP_MESSAGES.noToolsFound}
        </p>
      ) : (
        <ToolList tools={connection.tools} />
      )}
    </section>
  )
}
