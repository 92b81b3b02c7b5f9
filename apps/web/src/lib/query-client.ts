import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { getErrorMessage, isApiError } from './api-error'
import { toast } from './toast'

export const QUERY_RETRIES = 3
export const GC_TIME_MS = 5 * 60 * 1000

/** 3 retries, none for 4xx answers or a lost session (docs/product.md §8). */
export function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return false
  }
  if (error instanceof Error && error.message === 'Unauthorized') return false
  return failureCount < QUERY_RETRIES
}

/** 1 s, doubled each attempt, capped at 30 s. */
export function retryDelay(attemptIndex: number) {
  return Math.min(1000 * 2 ** attemptIndex, 30_000)
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: false }
    mutationMeta: { errorToast?: false }
  }
}

/**
 * Error toasts live here and nowhere else: mutations toast their failure,
 * queries only when a background refetch of shown data fails (the page's
 * error component handles the first load).
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast === false) return
        if (query.state.data !== undefined) toast.error(getErrorMessage(error))
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast === false) return
        toast.error(getErrorMessage(error))
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: GC_TIME_MS },
      mutations: { retry: false },
    },
  })
}
