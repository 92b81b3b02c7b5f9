import type { IntegrationOption } from '@/api/integrations/integration-option'
import { toOptions } from '@/api/integrations/integration-option'
import { apisQueryOptions } from '@/api/integrations/search-apis'
import { mcpServersQueryOptions } from '@/api/integrations/search-mcp-servers'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Plug } from 'lucide-react'
import { TabNote } from './tab-state'

const route = getRouteApi('/_app/build-studio')

/** Integration ids a task may carry beyond the base schema. */
type WithIntegrations = {
  preselectedMcpIds?: unknown
  preselectedApiIds?: unknown
}

const idList = (value: unknown, fallback: string | undefined) =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string')
    : (fallback ?? '').split(',').filter(Boolean)

/** The MCP servers and APIs this project was built with. */
export function IntegrationsTab({ task }: { task: BuildTask }) {
  const search = route.useSearch()
  const servers =
    useQuery({ ...mcpServersQueryOptions(), select: toOptions }).data ?? []
  const apis = useQuery({ ...apisQueryOptions(), select: toOptions }).data ?? []
  const extra = task as BuildTask & WithIntegrations
  const mcpIds = idList(extra.preselectedMcpIds, search.preselectedMcpIds)
  const apiIds = idList(extra.preselectedApiIds, search.preselectedApiIds)
  if (mcpIds.length === 0 && apiIds.length === 0) {
    return <TabNote>No integrations</TabNote>
  }
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <IdList title="MCP servers" ids={mcpIds} known={servers} />
      <IdList title="APIs" ids={apiIds} known={apis} />
    </div>
  )
}

function IdList({
  title,
  ids,
  known,
}: {
  title: string
  ids: string[]
  known: IntegrationOption[]
}) {
  if (ids.length === 0) return null
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="space-y-1">
        {ids.map((id) => {
          const name = known.find((option) => option.id === id)?.name
          return (
            <li key={id} className="flex items-center gap-2 text-sm">
              <Plug className="text-muted-foreground size-4" aria-hidden />
              {name ?? (
                <span className="text-muted-foreground">
                  Unknown integration
                </span>
              )}
              <code className="text-muted-foreground text-xs">{id}</code>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
