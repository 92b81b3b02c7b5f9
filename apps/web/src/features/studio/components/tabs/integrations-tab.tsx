import type { BuildTask } from '@kiln/contract/build-tasks'
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
  const extra = task as BuildTask & WithIntegrations
  const mcpIds = idList(extra.preselectedMcpIds, search.preselectedMcpIds)
  const apiIds = idList(extra.preselectedApiIds, search.preselectedApiIds)
  if (mcpIds.length === 0 && apiIds.length === 0) {
    return <TabNote>No integrations</TabNote>
  }
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <IdList title="MCP servers" ids={mcpIds} />
      <IdList title="APIs" ids={apiIds} />
    </div>
  )
}

function IdList({ title, ids }: { title: string; ids: string[] }) {
  if (ids.length === 0) return null
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="space-y-1">
        {ids.map((id) => (
          <li key={id} className="flex items-center gap-2 text-sm">
            <Plug className="text-muted-foreground size-4" aria-hidden />
            <code>{id}</code>
          </li>
        ))}
      </ul>
    </section>
  )
}
