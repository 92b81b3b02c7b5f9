import { apiClient } from '@/lib/api'
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { salelistQueryOptions } from './get-salelist'

/** DELETE /admin/salelist/{email} -> {removed: true} */
export function removeSalelistEntry(email: string) {
  return apiClient.delete<{ removed: true }>(
    `/admin/salelist/${encodeURIComponent(email)}`
  )
}

export function useRemoveSalelistEntry({
  mutationConfig,
}: {
  mutationConfig?: Pick<
    UseMutationOptions<{ removed: true }, Error, string>,
    'onSuccess'
  >
} = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeSalelistEntry,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({
        queryKey: salelistQueryOptions().queryKey,
      })
      mutationConfig?.onSuccess?.(...args)
    },
  })
}
