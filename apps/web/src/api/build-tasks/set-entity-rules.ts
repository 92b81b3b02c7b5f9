import { apiClient } from '@/lib/api'
import type { AccessRules, StudioEntity } from '@kiln/contract/app-data'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dataEntitiesQueryOptions } from './get-data-entities'

type Input = { entity: string; rules: AccessRules | null }

/** PUT /build_task/{id}/data/entities/{name}/rules; null goes back to the app code's rules. */
export function setEntityRules(taskId: string, { entity, rules }: Input) {
  return apiClient.put<{ entity: StudioEntity }>(
    `/build_task/${encodeURIComponent(taskId)}/data/entities/${encodeURIComponent(entity)}/rules`,
    { rules }
  )
}

export function useSetEntityRules(taskId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => setEntityRules(taskId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: dataEntitiesQueryOptions(taskId).queryKey,
      }),
  })
}
