import { apiClient } from '@/lib/api'
import type { TestApiResponse } from '@kiln/contract/integrations'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiQueryKeys } from './search-apis'

/** POST /apis/{id}/test: one GET of the base URL; records the status. */
export function testApi(id: string) {
  return apiClient.post<TestApiResponse>(
    `/apis/${encodeURIComponent(id)}/test`,
    {}
  )
}

export function useTestApi() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: testApi,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: apiQueryKeys.all }),
  })
}
