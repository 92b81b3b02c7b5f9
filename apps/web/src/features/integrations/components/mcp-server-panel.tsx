import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import type { McpServer } from '@kiln/contract/integrations'
import { useEffect, useRef } from 'react'
import { useServerForm } from '../use-server-form'
import { ConnectionResult } from './connection-result'
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
    <Sheet open={open} onOpenChange={(next) => !next && onDismiss()}>
      <SheetContent className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>
            {isOfficial
              ? 'An official server: its details are read-only.'
              : 'Connect a Model Context Protocol server by its URL.'}
          </SheetDescription>
        </SheetHeader>
        <form
          className="flex flex-col gap-4 px-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!isOfficial) form.submit()
          }}
          id="mcp-server-form"
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
          {form.submitError && (
            <p role="alert" className="text-destructive text-sm">
              {form.submitError}
            </p>
          )}
        </form>
        <SheetFooter>
          <Button type="button" variant="outline" onClick={() => onDismiss()}>
            Close
          </Button>
          {!isOfficial && (
            <Button
              type="submit"
              form="mcp-server-form"
              disabled={!form.canSubmit}
            >
              {form.isEdit ? 'Save Changes' : 'Create Server'}
            </Button>
          )}
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}
