import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import type { CheckoutResponse, PlansResponse } from '@kiln/contract/billing'
import { queryOptions, useMutation } from '@tanstack/react-query'

/** GET /plans: free and pro with credits and prices; is billing on? */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.plans(),
    queryFn: () => apiClient.get<PlansResponse>('/plans'),
    staleTime: 5 * 60 * 1000,
  })
}

/** POST /billing/checkout, then off to Stripe Checkout. */
export function useCheckout() {
  return useMutation({
    mutationFn: () =>
      apiClient.post<CheckoutResponse>('/billing/checkout', { plan: 'pro' }),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
