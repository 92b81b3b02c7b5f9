import { tokenStore } from '@/lib/api'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'

/** Forgets this browser's sign-in (after the server ended it) and opens /login. */
export function useEndLocalSession() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return async () => {
    tokenStore.setTokens(null)
    queryClient.clear()
    await router.navigate({ to: '/login', replace: true })
  }
}
