import type { IntegrationOption } from '@/api/integrations/integration-option'
import { toOptions } from '@/api/integrations/integration-option'
import { apisQueryOptions } from '@/api/integrations/search-apis'
import { mcpServersQueryOptions } from '@/api/integrations/search-mcp-servers'
import { useWorkspaces } from '@/api/workspaces/get-workspaces'
import {
  workspaceApisQueryOptions,
  workspaceMcpServersQueryOptions,
} from '@/api/workspaces/integrations'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plug } from 'lucide-react'
import { CheckboxItem } from './checkbox-item'

export type IntegrationSelection = { mcpIds: string[]; apiIds: string[] }

type IntegrationsPickerProps = {
  value: IntegrationSelection
  onChange: (value: IntegrationSelection) => void
}

const toggle = (ids: string[], id: string) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]

/**
 * MCP servers and APIs the builder may use for the new project: the user's
 * own and, in a team workspace, the workspace's.
 */
export function IntegrationsPicker({
  value,
  onChange,
}: IntegrationsPickerProps) {
  const mcp = useQuery({ ...mcpServersQueryOptions(), select: toOptions })
  const apis = useQuery({ ...apisQueryOptions(), select: toOptions })
  const team = useWorkspaces().data?.find(
    (workspace) => workspace.current && workspace.kind === 'team'
  )
  const teamMcp = useQuery({
    ...workspaceMcpServersQueryOptions(team?.id ?? ''),
    select: toOptions,
    enabled: Boolean(team),
  })
  const teamApis = useQuery({
    ...workspaceApisQueryOptions(team?.id ?? ''),
    select: toOptions,
    enabled: Boolean(team),
  })
  const inWorkspace = (options: IntegrationOption[] = []) =>
    options.map((option) => ({
      ...option,
      name: `${option.name} (workspace)`,
    }))
  const servers = [...inWorkspace(teamMcp.data), ...(mcp.data ?? [])]
  const apiList = [...inWorkspace(teamApis.data), ...(apis.data ?? [])]
  const isEmpty = servers.length === 0 && apiList.length === 0
  const count = value.mcpIds.length + value.apiIds.length

  function section(
    title: string,
    options: IntegrationOption[],
    key: keyof IntegrationSelection
  ) {
    if (options.length === 0) return null
    return (
      <>
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        {options.map((option) => (
          <CheckboxItem
            key={option.id}
            checked={value[key].includes(option.id)}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={() =>
              onChange({ ...value, [key]: toggle(value[key], option.id) })
            }
          >
            {option.name}
          </CheckboxItem>
        ))}
      </>
    )
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label="Integrations">
          <Plug />
          {count > 0 ? `${count} selected` : 'Integrations'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        {mcp.isPending || apis.isPending ? (
          <p className="text-muted-foreground p-2 text-sm">Loading...</p>
        ) : isEmpty ? (
          <div className="space-y-1 p-2 text-sm">
            <p>No integrations yet</p>
            <Link to="/integrations" className="text-primary underline">
              Add MCP servers and APIs
            </Link>
          </div>
        ) : (
          <>
            {section('MCP servers', servers, 'mcpIds')}
            {servers.length > 0 && apiList.length > 0 && (
              <DropdownMenuSeparator />
            )}
            {section('APIs', apiList, 'apiIds')}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
