import { logout } from '@/api/auth/logout'
import { tokenStore } from '@/lib/api'
import { logger } from '@/lib/logger'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'

/**
 * Sign out (docs/product.md §4, §7): the browser goes to the server's redirect URL when
 * it is a valid URL, else to /login; local auth is cleared even when the
 * server call fails.
 */
export function useSignOut() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      try {
        return await logout()
      } catch (error) {
        logger.error(error)
        return null
      }
    },
    onSuccess: async (redirectUrl) => {
      const isSameOrigin =
        redirectUrl !== null &&
        new URL(redirectUrl).origin === window.location.origin
      tokenStore.setTokens(null)
      if (redirectUrl && !isSameOrigin) {
        window.location.assign(redirectUrl)
        return
      }
      const target = redirectUrl ? new URL(redirectUrl) : null
      await router.navigate({
        href: target ? target.pathname + target.search + target.hash : '/login',
        replace: true,
      })
      // Cleared once the signed-in pages are gone: a cleared query they
      // still watched would be fetched again, signed out (a 401).
      queryClient.clear()
    },
  })
}
