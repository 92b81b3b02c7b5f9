import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { TestApiResponse } from '@kiln/contract/apis'
import { useMutation, useQueryClient } from '@tanstack/react-query'

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
      queryClient.invalidateQueries({ queryKey: queryKeys.apis.all }),
  })
}
