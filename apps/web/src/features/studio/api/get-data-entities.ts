import { apiClient } from '@/lib/api'
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
    queryKey: ['build-tasks', 'data', taskId, 'entities'],
    queryFn: () => getDataEntities(taskId),
    meta: { errorToast: false },
  })
}
