import {
  useAddWorkspaceApi,
  useAddWorkspaceMcpServer,
  useRemoveWorkspaceApi,
  useRemoveWorkspaceApiKey,
  useRemoveWorkspaceMcpServer,
  useSaveWorkspaceApiKey,
  workspaceApiKeysQueryOptions,
  workspaceApisQueryOptions,
  workspaceMcpServersQueryOptions,
} from '@/api/workspaces/integrations'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { isApiError } from '@/lib/api-error'
import type { ApiAuthType } from '@kiln/contract/apis'
import type { Workspace } from '@kiln/contract/workspaces'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'

const problem = (error: unknown) =>
  (isApiError(error) && error.userMessage) || 'Something went wrong.'

/**
 * The workspace's MCP servers, custom APIs and service keys (issue 26):
 * every member sees the names, admins add and remove them. A secret is
 * written once and only shown as "secret set" or its last 4 characters.
 */
export function WorkspaceIntegrations({ workspace }: { workspace: Workspace }) {
  const canManage = workspace.role === 'admin' || workspace.role === 'owner'
  const apis = useQuery(workspaceApisQueryOptions(workspace.id))
  const servers = useQuery(workspaceMcpServersQueryOptions(workspace.id))
  const removeApi = useRemoveWorkspaceApi(workspace.id)
  const removeServer = useRemoveWorkspaceMcpServer(workspace.id)
  const keys = useQuery(workspaceApiKeysQueryOptions(workspace.id))
  const removeKey = useRemoveWorkspaceApiKey(workspace.id)
  const failure =
    apis.error ??
    servers.error ??
    keys.error ??
    removeApi.error ??
    removeServer.error ??
    removeKey.error

  return (
    <section aria-labelledby="workspace-integrations" className="grid gap-4">
      <h2 id="workspace-integrations" className="text-lg font-semibold">
        Workspace integrations
      </h2>
      <p className="text-muted-foreground text-sm">
        {canManage
          ? "Members' builds in this workspace may use these with their own. Secrets are write-only: nobody can read them back."
          : 'Builds in this workspace may use these. Only admins can change them.'}
      </p>
      {failure && <p role="alert">{problem(failure)}</p>}
      <List
        label="Workspace MCP servers"
        empty="No MCP servers in this workspace."
        items={(servers.data ?? []).map((server) => ({
          id: server._id,
          name: server.name,
          detail: server.url,
        }))}
        onRemove={canManage ? (id) => removeServer.mutate(id) : undefined}
      />
      {canManage && <McpServerForm workspaceId={workspace.id} />}
      <List
        label="Workspace APIs"
        empty="No APIs in this workspace."
        items={(apis.data ?? []).map((api) => ({
          id: api._id,
          name: api.name,
          detail: `${api.baseUrl}${api.hasSecret ? ' · secret set' : ''}`,
        }))}
        onRemove={canManage ? (id) => removeApi.mutate(id) : undefined}
      />
      {canManage && <ApiForm workspaceId={workspace.id} />}
      <List
        label="Workspace keys"
        empty="No service keys in this workspace."
        items={(keys.data ?? []).map((key) => ({
          id: key.service,
          name: key.keyName ? `${key.service} (${key.keyName})` : key.service,
          detail: key.maskedApiKey,
        }))}
        onRemove={
          canManage ? (service) => removeKey.mutate(service) : undefined
        }
      />
      {canManage && <KeyForm workspaceId={workspace.id} />}
    </section>
  )
}

function List({
  label,
  empty,
  items,
  onRemove,
}: {
  label: string
  empty: string
  items: { id: string; name: string; detail: string }[]
  onRemove?: (id: string) => void
}) {
  return (
    <div className="grid gap-1">
      <h3 className="font-medium">{label}</h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul aria-label={label} className="divide-y">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2">
              <span className="flex-1 truncate">
                {item.name}
                <span className="text-muted-foreground ml-2 text-sm">
                  {item.detail}
                </span>
              </span>
              {onRemove && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${item.name}`}
                  onClick={() => onRemove(item.id)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Field({
  label,
  children,
}: {
  label: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  )
}

function McpServerForm({ workspaceId }: { workspaceId: string }) {
  const add = useAddWorkspaceMcpServer(workspaceId)
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')
  return (
    <form
      aria-label="Add an MCP server to the workspace"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        add.mutate(
          { name, url },
          {
            onSuccess: () => {
              setName('')
              setUrl('')
            },
          }
        )
      }}
    >
      <Field label="Server name">
        {(id) => (
          <Input
            id={id}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label="Server URL">
        {(id) => (
          <Input
            id={id}
            value={url}
            placeholder="https://example.com/mcp"
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={add.isPending}>
        Add MCP server
      </Button>
      {add.isError && <p role="alert">{problem(add.error)}</p>}
    </form>
  )
}

function ApiForm({ workspaceId }: { workspaceId: string }) {
  const add = useAddWorkspaceApi(workspaceId)
  const [name, setName] = useState('')
  const [baseUrl, setBaseUrl] = useState('')
  const [authType, setAuthType] = useState<ApiAuthType>('bearer')
  const [headerName, setHeaderName] = useState('')
  const [secret, setSecret] = useState('')
  return (
    <form
      aria-label="Add an API to the workspace"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        add.mutate(
          {
            name,
            baseUrl,
            authType,
            ...(authType === 'header' ? { headerName } : {}),
            ...(authType !== 'none' && secret ? { secret } : {}),
          },
          {
            onSuccess: () => {
              setName('')
              setBaseUrl('')
              setHeaderName('')
              setSecret('')
            },
          }
        )
      }}
    >
      <Field label="API name">
        {(id) => (
          <Input
            id={id}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label="Base URL">
        {(id) => (
          <Input
            id={id}
            value={baseUrl}
            placeholder="https://api.example.com/v1"
            onChange={(event) => setBaseUrl(event.target.value)}
          />
        )}
      </Field>
      <Field label="Authentication">
        {(id) => (
          <select
            id={id}
            value={authType}
            onChange={(event) => setAuthType(event.target.value as ApiAuthType)}
          >
            <option value="bearer">Bearer token</option>
            <option value="header">Header</option>
            <option value="none">None</option>
          </select>
        )}
      </Field>
      {authType === 'header' && (
        <Field label="Header name">
          {(id) => (
            <Input
              id={id}
              value={headerName}
              onChange={(event) => setHeaderName(event.target.value)}
            />
          )}
        </Field>
      )}
      {authType !== 'none' && (
        <Field label="Secret">
          {(id) => (
            <Input
              id={id}
              type="password"
              autoComplete="off"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
          )}
        </Field>
      )}
      <Button type="submit" disabled={add.isPending}>
        Add API
      </Button>
      {add.isError && <p role="alert">{problem(add.error)}</p>}
    </form>
  )
}

function KeyForm({ workspaceId }: { workspaceId: string }) {
  const save = useSaveWorkspaceApiKey(workspaceId)
  const [service, setService] = useState('figma')
  const [apiKey, setApiKey] = useState('')
  return (
    <form
      aria-label="Save a service key for the workspace"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({ service, apiKey }, { onSuccess: () => setApiKey('') })
      }}
    >
      <Field label="Service">
        {(id) => (
          <Input
            id={id}
            value={service}
            onChange={(event) => setService(event.target.value)}
          />
        )}
      </Field>
      <Field label="Key">
        {(id) => (
          <Input
            id={id}
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={save.isPending}>
        Save key
      </Button>
      {save.isError && <p role="alert">{problem(save.error)}</p>}
    </form>
  )
}
