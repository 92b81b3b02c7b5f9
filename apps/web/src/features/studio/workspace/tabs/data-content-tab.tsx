import { dataEntitiesQueryOptions } from '@/api/build-tasks/get-data-entities'
import { dataRecordsQueryOptions } from '@/api/build-tasks/get-data-records'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { RecordsTable } from './records-table'
import { TabNote } from './tab-state'

/** The records of one entity of the generated app, as a table. */
export function DataContentTab({ task }: { task: BuildTask }) {
  const entities = useQuery(dataEntitiesQueryOptions(task._id))
  const [chosen, setChosen] = useState<string>()
  const selectId = useId()
  const entity = chosen ?? entities.data?.[0]?.name
  const records = useQuery({
    ...dataRecordsQueryOptions(task._id, entity ?? ''),
    enabled: entity !== undefined,
  })
  if (entities.isPending)
    return <TabNote role="status">Loading data...</TabNote>
  if (entities.isError)
    return <TabNote role="alert">The data could not be loaded.</TabNote>
  if (!entity) return <TabNote>This app has not stored any data yet.</TabNote>
  const fields = entities.data.find((e) => e.name === entity)?.fields ?? []
  return (
    <div className="space-y-3 p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium">
          Entity
        </label>
        <select
          id={selectId}
          value={entity}
          onChange={(event) => setChosen(event.target.value)}
          className="border-input bg-background h-8 rounded-md border px-2 text-sm"
        >
          {entities.data.map((e) => (
            <option key={e.name}>{e.name}</option>
          ))}
        </select>
        {records.data && (
          <span className="text-muted-foreground text-xs">
            {records.data.total} record{records.data.total === 1 ? '' : 's'}
          </span>
        )}
      </div>
      {records.isPending ? (
        <TabNote role="status">Loading records...</TabNote>
      ) : records.isError ? (
        <TabNote role="alert">The records could not be loaded.</TabNote>
      ) : (
        <RecordsTable
          caption={`Records of ${entity}`}
          fields={fields.map((f) => f.name)}
          records={records.data.records}
        />
      )}
    </div>
  )
}
