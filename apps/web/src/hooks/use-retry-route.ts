import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * For a route's errorComponent: clears the failed queries' error state and
 * returns a retry that runs the route's loader again.
 */
export function useRetryRoute() {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])
  return () => void router.invalidate()
}
