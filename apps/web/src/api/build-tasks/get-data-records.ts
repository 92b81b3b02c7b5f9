import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { studioRecordListResponseSchema } from '@kiln/contract/app-data'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'

export type StudioRecordList = z.infer<typeof studioRecordListResponseSchema>

/** GET /build_task/{id}/data/records?entity=: the records of one entity. */
export function getDataRecords(taskId: string, entity: string) {
  return apiClient.get<StudioRecordList>(
    `/build_task/${encodeURIComponent(taskId)}/data/records`,
    { query: { entity } }
  )
}

export function dataRecordsQueryOptions(taskId: string, entity: string) {
  return queryOptions({
    queryKey: queryKeys.buildTasks.dataRecords(taskId, entity),
    queryFn: () => getDataRecords(taskId, entity),
    meta: { errorToast: false },
  })
}
