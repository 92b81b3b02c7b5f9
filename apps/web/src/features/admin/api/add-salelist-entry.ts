import { apiClient } from '@/lib/api'
import type { SalelistEntry } from '@kiln/contract/invitations'
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { salelistQueryOptions } from './get-salelist'

/** POST /admin/salelist {email} -> 201 with the entry. */
export function addSalelistEntry(email: string) {
  return apiClient.post<SalelistEntry>('/admin/salelist', { email })
}

export function useAddSalelistEntry({
  mutationConfig,
}: {
  mutationConfig?: Pick<
    UseMutationOptions<SalelistEntry, Error, string>,
    'onSuccess'
  >
} = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addSalelistEntry,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({
        queryKey: salelistQueryOptions().queryKey,
      })
      mutationConfig?.onSuccess?.(...args)
    },
  })
}
