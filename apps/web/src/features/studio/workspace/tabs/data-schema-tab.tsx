import { dataEntitiesQueryOptions } from '@/api/build-tasks/get-data-entities'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'
import { AccessRulesForm } from './access-rules-form'
import { TabNote } from './tab-state'

/** The entities the generated app stores, their fields and access rules. */
export function DataSchemaTab({ task }: { task: BuildTask }) {
  const entities = useQuery(dataEntitiesQueryOptions(task._id))
  if (entities.isPending)
    return <TabNote role="status">Loading data schema...</TabNote>
  if (entities.isError) {
    return <TabNote role="alert">The data schema could not be loaded.</TabNote>
  }
  if (entities.data.length === 0) {
    return <TabNote>This app has not stored any data yet.</TabNote>
  }
  return (
    <div className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
      {entities.data.map((entity) => (
        <section
          key={entity.name}
          aria-label={entity.name}
          className="bg-card rounded-lg border"
        >
          <h3 className="border-b px-3 py-2 font-mono text-sm font-medium">
            {entity.name}
          </h3>
          <ul className="divide-y text-sm">
            {entity.fields.map((field) => (
              <li
                key={field.name}
                className="flex justify-between gap-2 px-3 py-1.5"
              >
                <span className="font-mono">{field.name}</span>
                <span className="text-muted-foreground">
                  {field.type}
                  {field.required ? ' · required' : ''}
                </span>
              </li>
            ))}
          </ul>
          <AccessRulesForm
            key={JSON.stringify(entity.rules)}
            taskId={task._id}
            entity={entity}
          />
        </section>
      ))}
    </div>
  )
}
