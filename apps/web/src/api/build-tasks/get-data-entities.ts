import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { StudioEntity } from '@kiln/contract/app-data'
import { queryOptions } from '@tanstack/react-query'

/** GET /build_task/{id}/data/entities: the generated app's data schema and access rules. */
export async function getDataEntities(taskId: string) {
  const data = await apiClient.get<{ entities: StudioEntity[] }>(
    `/build_task/${encodeURIComponent(taskId)}/data/entities`
  )
  return data.entities
}

export function dataEntitiesQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: queryKeys.buildTasks.dataEntities(taskId),
    queryFn: () => getDataEntities(taskId),
    meta: { errorToast: false },
  })
}
