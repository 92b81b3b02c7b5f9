import { Button } from '@/components/ui/button'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import type { McpServer } from '@kiln/contract/mcp-servers'
import { useEffect, useRef } from 'react'
import { useServerForm } from '../use-server-form'
import { ConnectionResult } from './connection-result'
import { IntegrationPanel } from './integration-panel'
import { ServerField } from './server-field'

type Props = OverlayControlProps<McpServer> & {
  servers: readonly McpServer[]
  server?: McpServer
}

/** Add/Edit MCP Server side panel; official servers are read-only. */
export function McpServerPanel({ open, onDismiss, servers, server }: Props) {
  const form = useServerForm(servers, server, () => onDismiss())
  const isOfficial = server?.isOfficial === true
  const autoTested = useRef(false)
  const { connection, values } = form

  useEffect(() => {
    if (!isOfficial || autoTested.current) return
    autoTested.current = true
    void connection.test({ url: values.url, server })
  }, [isOfficial, connection, values.url, server])

  const title = isOfficial
    ? server.name
    : form.isEdit
      ? 'Edit MCP Server'
      : 'Add MCP Server'
  return (
    <IntegrationPanel
      open={open}
      onClose={() => onDismiss()}
      title={title}
      description={
        isOfficial
          ? 'An official server: its details are read-only.'
          : 'Connect a Model Context Protocol server by its URL.'
      }
      formId="mcp-server-form"
      onSubmit={() => !isOfficial && form.submit()}
      submitError={form.submitError}
      submitLabel={
        isOfficial ? undefined : form.isEdit ? 'Save Changes' : 'Create Server'
      }
      canSubmit={form.canSubmit}
    >
      <ServerField
        label="Name"
        value={values.name}
        error={form.nameError}
        isReadOnly={isOfficial}
        onChange={(v) => form.change('name', v)}
      />
      <ServerField
        label="Description"
        value={values.description}
        isMultiline
        isReadOnly={isOfficial}
        onChange={(v) => form.change('description', v)}
      />
      <ServerField
        label="URL"
        value={values.url}
        error={form.urlError}
        isReadOnly={isOfficial}
        placeholder="https://example.com/mcp"
        onChange={(v) => form.change('url', v)}
      />
      <Button
        type="button"
        variant="outline"
        disabled={!form.canTest}
        onClick={() => void connection.test({ url: values.url, server })}
      >
        {connection.isTesting ? 'Testing...' : 'Test Connection'}
      </Button>
      <ConnectionResult
        connection={connection}
        title={isOfficial ? 'Available Tools' : 'Tools'}
      />
    </IntegrationPanel>
  )
}
