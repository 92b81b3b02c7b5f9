import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type {
  ApiResponse,
  CreateApiBody,
  UpdateApiBody,
} from '@kiln/contract/apis'
import { useMutation, useQueryClient } from '@tanstack/react-query'

export type SaveApiInput =
  { id?: undefined; body: CreateApiBody } | { id: string; body: UpdateApiBody }

/** POST /apis (create) or PATCH /apis/{id} (update). */
export function saveApi({ id, body }: SaveApiInput) {
  return id
    ? apiClient.patch<ApiResponse>(`/apis/${encodeURIComponent(id)}`, body)
    : apiClient.post<ApiResponse>('/apis', body)
}

/** The panel shows its own error message: no global toast. */
export function useSaveApi() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveApi,
    meta: { errorToast: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.apis.all }),
  })
}
