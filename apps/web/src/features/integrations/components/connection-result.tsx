import { MCP_MESSAGES } from '@kiln/contract/integrations'
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
